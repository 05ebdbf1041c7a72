import { useEffect, useState } from 'react';
import { getAuthToken } from '../lib/http';

/** Where a private file stands: its object URL once fetched, or why there is none. */
export interface PrivateFile {
  /** A `blob:` URL of the file, for `<img src>` and `<a href>`; null until it has arrived. */
  src: string | null;
  failed: boolean;
}

/**
 * A private upload (a certification document) fetched with the bearer token: the server serves it
 * only to admins and its owner, so a plain `<img src>` or link, which carries no token, is refused.
 * The object URL lives as long as the component shows `url`.
 */
export function usePrivateFile(url: string | null): PrivateFile {
  const [file, setFile] = useState<PrivateFile & { url: string | null }>({ url: null, src: null, failed: false });
  useEffect(() => {
    if (!url) return undefined;
    const abort = new AbortController();
    let objectUrl: string | null = null;
    const token = getAuthToken();
    fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal: abort.signal })
      .then(async (res) => {
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        objectUrl = URL.createObjectURL(await res.blob());
        if (abort.signal.aborted) URL.revokeObjectURL(objectUrl);
        else setFile({ url, src: objectUrl, failed: false });
      })
      .catch(() => {
        if (!abort.signal.aborted) setFile({ url, src: null, failed: true });
      });
    return () => {
      abort.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  // A result for another URL than the one shown now is not this file's.
  return file.url === url && url ? { src: file.src, failed: file.failed } : { src: null, failed: false };
}
