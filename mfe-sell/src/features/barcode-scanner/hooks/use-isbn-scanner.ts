import { useEffect, useRef, useState, type RefObject } from 'react';
import { isbn13Of } from '../../isbn';
import { loadIsbnDetector, type IsbnDetector } from '../engine/isbn-detector';

/** Why the scanner cannot scan: each has its own message, and the ISBN field stays usable. */
export type ScannerProblem = 'refused' | 'noCamera' | 'busy' | 'failed';

export type ScannerStatus =
  { phase: 'starting' } | { phase: 'scanning'; sawOtherBarcode: boolean } | { phase: 'stopped'; problem: ScannerProblem };

/** How often a frame is read: fast enough to feel instant, slow enough to leave a phone's CPU to the preview. */
const SCAN_INTERVAL_MS = 150;

/** getUserMedia's refusals, by the DOMException names browsers give them. */
function cameraProblem(error: unknown): ScannerProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'refused';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'noCamera';
  return 'busy';
}

/**
 * Runs the camera into `video` (the rear one when there is one) and reads each frame until an ISBN barcode is seen,
 * then stops the camera and hands over its ISBN-13. `attempt` starts it again (the dialog's "Try again").
 */
export function useIsbnScanner(video: RefObject<HTMLVideoElement | null>, onIsbn: (isbn13: string) => void, attempt: number) {
  const [status, setStatus] = useState<ScannerStatus>({ phase: 'starting' });
  const onIsbnRef = useRef(onIsbn);
  useEffect(() => {
    onIsbnRef.current = onIsbn;
  });

  useEffect(() => {
    // An object, so that the checks after each await read the flag as it is then.
    const run: { live: boolean } = { live: true };
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const isLive = () => run.live;
    const stopCamera = () => {
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
    const stop = (problem: ScannerProblem) => {
      stopCamera();
      if (run.live) setStatus({ phase: 'stopped', problem });
    };
    setStatus({ phase: 'starting' });

    const scan = async (element: HTMLVideoElement, read: IsbnDetector) => {
      if (!run.live) return;
      if (element.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
        const found = await read.detect(element).catch(() => []);
        // The dialog may have closed while the frame was read.
        if (!isLive()) return;
        const isbn = found.map((barcode) => isbn13Of(barcode.rawValue)).find((value) => value !== null);
        if (isbn) {
          stopCamera();
          onIsbnRef.current(isbn);
          return;
        }
        if (found.length > 0) setStatus({ phase: 'scanning', sawOtherBarcode: true });
      }
      timer = setTimeout(() => void scan(element, read), SCAN_INTERVAL_MS);
    };

    const start = async () => {
      // Absent on a device without a camera API, and on a page not served over HTTPS.
      const devices = navigator.mediaDevices as MediaDevices | undefined;
      if (!devices) {
        stop('noCamera');
        return;
      }
      // The reader loads while the seller answers the camera prompt (once: the polyfill keeps its compiled wasm).
      const reader = loadIsbnDetector();
      reader.catch(() => undefined);
      try {
        stream = await devices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
      } catch (error) {
        stop(cameraProblem(error));
        return;
      }
      const read = await reader.catch(() => null);
      const element = video.current;
      if (!read) stop('failed');
      if (!read || !run.live || !element) {
        stopCamera();
        return;
      }
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      setStatus({ phase: 'scanning', sawOtherBarcode: false });
      void scan(element, read);
    };
    void start();

    return () => {
      run.live = false;
      clearTimeout(timer);
      stopCamera();
    };
  }, [video, attempt]);

  return status;
}
