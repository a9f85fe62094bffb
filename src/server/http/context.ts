/** What the runtime knows about the connection, passed by the host or the Node adapter. */
export type RateLimitContext = {
  /** The peer address of the TCP connection (Node: `req.socket.remoteAddress`). */
  clientAddress?: string;
  /**
   * Node adapter only: the `IncomingMessage` it received, so `authorize` can read what the host's
   * middleware put on it (Express: `req.session`, `req.user`). Typed `unknown`: cast it to yours.
   */
  incoming?: unknown;
};
