/**
 * The Server-Sent Events wire format, read incrementally: text arrives in chunks cut anywhere, a
 * blank line ends a frame, `:` starts a comment, and `id`, `event`, `data` and `retry` are the
 * fields (any other field is ignored, as the format asks).
 */

/** One dispatched frame. `id` is the last id seen on the stream so far (frames without one keep it). */
export interface SseFrame {
  /** The frame's own `id:` line, or undefined when it had none. */
  id: string | undefined;
  /** The `event:` line; `message` when absent. */
  event: string;
  /** The `data:` lines joined with newlines. */
  data: string;
}

/** What a parser reports besides frames. */
export interface SseParserHandlers {
  onFrame(frame: SseFrame): void;
  /** A valid `retry:` line (milliseconds). */
  onRetry?(ms: number): void;
}

/** A parser fed text chunks in order. */
export interface SseParser {
  push(chunk: string): void;
}

/** A parser that calls `handlers` for every complete frame in the chunks pushed to it. */
export function createSseParser(handlers: SseParserHandlers): SseParser {
  let buffer = '';
  let id: string | undefined;
  let event = '';
  let data: string[] = [];
  // A CR at a chunk's end may be the first half of CRLF: the LF that follows ends the same line.
  let skipLf = false;

  const dispatch = () => {
    if (data.length > 0) handlers.onFrame({ id, event: event || 'message', data: data.join('\n') });
    id = undefined;
    event = '';
    data = [];
  };

  const line = (text: string) => {
    if (text === '') {
      dispatch();
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
    else if (field === 'id') {
      if (!value.includes('\0')) id = value;
    } else if (field === 'retry') {
      if (/^\d+$/.test(value)) handlers.onRetry?.(Number(value));
    }
  };

  return {
    push(chunk) {
      let text = chunk;
      if (skipLf && text.startsWith('\n')) text = text.slice(1);
      skipLf = false;
      buffer += text;
      let start = 0;
      for (let i = 0; i < buffer.length; i += 1) {
        const char = buffer[i];
        if (char !== '\n' && char !== '\r') continue;
        line(buffer.slice(start, i));
        if (char === '\r') {
          if (i + 1 === buffer.length) skipLf = true;
          else if (buffer[i + 1] === '\n') i += 1;
        }
        start = i + 1;
      }
      buffer = buffer.slice(start);
    },
  };
}
