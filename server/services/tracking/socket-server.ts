import { WebSocketServer } from 'ws';
import { TRACKING_SOCKET_PROTOCOL } from '../../../contract/tracking';

/**
 * The WebSocket server @hono/node-server hands upgrades to (server/main.ts; the tests start one
 * the same way). It agrees only to the tracking protocol (the token beside it is never echoed
 * back), takes messages of at most 1 KB (a get-location is ~100 bytes) and does not compress (a
 * ~200-byte answer gains nothing, and deflate costs memory per socket).
 */
export function trackingSocketServer(): WebSocketServer {
  return new WebSocketServer({
    noServer: true,
    maxPayload: 1024,
    perMessageDeflate: false,
    handleProtocols: (protocols) => (protocols.has(TRACKING_SOCKET_PROTOCOL) ? TRACKING_SOCKET_PROTOCOL : false),
  });
}
