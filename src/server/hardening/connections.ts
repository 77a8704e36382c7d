// Bounds on connections that send nothing and on one address holding many: a new connection that has sent no
// byte within the first-byte timeout is closed (without an answer: it asked nothing), and an address may
// hold at most so many open connections per process; one more is closed as it arrives, as the global bound
// does. An answer (503) would need that very connection kept open until the client has sent its request and
// read the answer, which is the resource the cap protects.
import type { Server } from "node:http";
import { BlockList, isIPv4, type Socket } from "node:net";
import type { AppConfig } from "../../policy/config.js";

export interface ConnectionGuard {
  /** A silent new connection is closed after this, in ms. */
  readonly firstByteTimeoutMs: number;
  /** Open connections per client address (0: no cap). */
  readonly maxConnectionsPerAddress: number;
  /** Proxies (MARQUE_TRUST_PROXY): their connections carry many clients, so they are not capped. */
  readonly trustProxy: AppConfig["trustProxy"];
}

const MAPPED_V4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/iu;

/** The peer's address as one key per host: an IPv4-mapped IPv6 address (`::ffff:1.2.3.4`) is `1.2.3.4`. */
export function addressKey(address: string): string {
  const mapped = MAPPED_V4.exec(address)?.[1];
  return mapped !== undefined && isIPv4(mapped) ? mapped : address.toLowerCase();
}

/** Whether a peer is a trusted proxy: with a hop count every peer is one; with a list, those listed. */
function trustedPeer(trust: AppConfig["trustProxy"]): (key: string) => boolean {
  if (trust === undefined) return () => false;
  if (typeof trust === "number") return () => true;
  const list = new BlockList();
  for (const entry of trust) {
    const [address = "", prefix] = entry.split("/");
    const key = addressKey(address);
    const type = isIPv4(key) ? "ipv4" : "ipv6";
    if (prefix === undefined) list.addAddress(key, type);
    else list.addSubnet(key, Number(prefix), type);
  }
  return (key) => list.check(key, isIPv4(key) ? "ipv4" : "ipv6");
}

export function guardConnections(server: Server, guard: ConnectionGuard): void {
  const open = new Map<string, number>();
  const trusted = trustedPeer(guard.trustProxy);
  const cap = guard.maxConnectionsPerAddress;
  server.on("connection", (socket: Socket) => {
    const peer = socket.remoteAddress;
    if (peer === undefined) return;
    const key = addressKey(peer);
    let counted = false;
    if (cap > 0 && !trusted(key)) {
      const count = open.get(key) ?? 0;
      if (count >= cap) {
        socket.destroy();
        return;
      }
      open.set(key, count + 1);
      counted = true;
    }
    // Node's headers timeout would also close a silent connection, but only after the headers' whole time.
    const timer = setTimeout(() => {
      if (socket.bytesRead === 0) socket.destroy();
    }, guard.firstByteTimeoutMs);
    timer.unref();
    socket.once("close", () => {
      clearTimeout(timer);
      if (!counted) return;
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
}
