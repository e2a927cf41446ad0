// A real authoritative DNS server on 127.0.0.1 for tests: answers the TXT records it is given
// (a name it does not hold answers none), over UDP as resolvers ask first.
import dns2 from 'dns2';

export type TestDnsServer = {
  /** `127.0.0.1:<port>`, as DNS_SERVERS takes it */
  address: string;
  /** Publishes (or with no values, withdraws) the TXT records at a name. */
  setTxt: (name: string, values: string[]) => void;
  close: () => Promise<void>;
};

export async function startDnsServer(): Promise<TestDnsServer> {
  const records = new Map<string, string[]>();
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = dns2.Packet.createResponseFromRequest(request);
      for (const question of request.questions) {
        if (question.type !== dns2.Packet.TYPE.TXT) continue;
        for (const data of records.get(question.name.toLowerCase()) ?? []) {
          // The typings ask for a toBuffer that the packet's encoder supplies itself.
          response.answers.push({
            name: question.name,
            type: dns2.Packet.TYPE.TXT,
            class: dns2.Packet.CLASS.IN,
            ttl: 0,
            data,
          } as dns2.Packet.Resource);
        }
      }
      void send(response);
    },
  });
  const addresses = await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  return {
    address: `127.0.0.1:${addresses.udp?.port}`,
    setTxt: (name, values) => {
      if (values.length) records.set(name.toLowerCase(), values);
      else records.delete(name.toLowerCase());
    },
    close: () => server.close(),
  };
}
