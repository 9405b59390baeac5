import { Writable } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

/** How long a render may take before it is abandoned and the browser renders the page instead. */
const RENDER_TIMEOUT_MS = 5_000;

/**
 * Renders to completion before anything is piped, with no size past which a boundary is sent
 * apart: React then writes every Suspense boundary in place, with none of the inline scripts it
 * streams to fill boundaries in later, which the Content-Security-Policy (script-src 'self')
 * blocks.
 */
export function renderWhenComplete(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let failure: unknown = null;
    const chunks: Buffer[] = [];
    const collector = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Never outline a large boundary to reveal it later by script: everything is written in place.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        clearTimeout(timer);
        if (failure) reject(failure);
        else stream.pipe(collector);
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error) {
        // A boundary that failed would be left for the browser to render: fail the whole page
        // instead, and let the browser render all of it.
        failure ??= error;
      },
    });
    const timer = setTimeout(() => stream.abort(new Error('server rendering timed out')), RENDER_TIMEOUT_MS);
  });
}
