// Multipart bodies for app.inject, built the way a browser's FormData sends them.
export async function multipartBody(
  fileName: string,
  content: Buffer | string,
  type = 'application/octet-stream',
  field = 'file',
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), fileName);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}
