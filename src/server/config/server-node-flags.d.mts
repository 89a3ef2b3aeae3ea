/** Node flags the server process is started with. */
export const SERVER_NODE_FLAGS: readonly string[];
