import { fileURLToPath } from 'node:url';

// Where `npm run build -w @motorpool/web` writes the web app.
export const webDistDir = () => fileURLToPath(new URL('../../web/dist', import.meta.url));
