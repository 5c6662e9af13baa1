// The part of node-media-server 4.x (CommonJS, no types of its own) the ingest uses.
declare module 'node-media-server' {
  export interface NmsSession {
    id: string;
    ip: string;
    streamApp: string;
    streamName: string;
    streamPath: string;
    isPublisher: boolean;
    close(): void;
  }
  export default class NodeMediaServer {
    constructor(config: Record<string, unknown>, configPath?: string);
    on(event: 'prePublish' | 'postPublish' | 'donePublish' | 'prePlay' | 'postPlay' | 'donePlay', listener: (session: NmsSession) => void): void;
    run(): Promise<void>;
    stop(): Promise<void>;
  }
}
declare module 'node-media-server/src/core/logger.js' {
  const logger: { level: string };
  export default logger;
}
