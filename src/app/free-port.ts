/**
 * @module app/free-port
 * A port nobody listens on, found by listening on port 0 and letting go: the public URL (the
 * OIDC redirect URI, and the development issuer) must be known before the server listens.
 */
import { createServer, type AddressInfo } from 'node:net';

export async function findFreePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
