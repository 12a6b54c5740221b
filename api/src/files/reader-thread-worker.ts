// The worker side of reader-thread.ts: a worker module hands its reading function to `serveReads`.
// Requests and results cross the thread as structured clones (plain data); a thrown error crosses as
// its name, message and code, for the API's side to rebuild as its own class.
import { parentPort } from 'node:worker_threads';

export interface ReportedError {
  name: string;
  message: string;
  code?: string;
}

export type ReadAnswer<Result> = { id: number; result: Result } | { id: number; error: ReportedError };

export function serveReads<Request, Result>(read: (request: Request) => Promise<Result>): void {
  const port = parentPort!;
  port.on('message', ({ id, request }: { id: number; request: Request }) => {
    read(request).then(
      (result) => port.postMessage({ id, result } satisfies ReadAnswer<Result>),
      (error: unknown) => port.postMessage({ id, error: reported(error) } satisfies ReadAnswer<Result>),
    );
  });
}

function reported(error: unknown): ReportedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const { code } = error as { code?: unknown };
  return { name: error.name, message: error.message, ...(typeof code === 'string' && { code }) };
}
