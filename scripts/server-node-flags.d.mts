/** Flags the magazine server's Node runs with (scripts/server-node-flags.mjs, ADR 20). */
export declare const SERVER_NODE_FLAGS: readonly string[];
