import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import type { Pixels } from './qr-decode';
import { createScanGate } from './scan-gate';

/** The part of the Shape Detection API used here (not in TypeScript's DOM types yet). */
interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorConstructor {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
}

/** Camera scanning needs a camera API only: frames are decoded by the browser or, failing that, by jsQR. */
export function canScanQrCodes(): boolean {
  return typeof window !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

type Reader = (video: HTMLVideoElement) => Promise<string | null>;

/**
 * The browser's own reader where it has one that knows QR codes (Chrome on Android and macOS, Safari
 * 17+); otherwise jsQR on a downscaled copy of the frame, loaded only now so the page itself stays small.
 */
async function qrReader(): Promise<Reader> {
  const Detector = (window as unknown as { BarcodeDetector?: BarcodeDetectorConstructor }).BarcodeDetector;
  const formats = Detector ? await (Detector.getSupportedFormats?.() ?? Promise.resolve(['qr_code'])) : [];
  if (Detector && formats.includes('qr_code')) {
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue.trim() || null;
  }
  const { decodeQr } = await import('./qr-decode');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no 2D canvas');
  return async (video) => {
    if (!video.videoWidth) return null;
    // A code filling a fifth of a 640 px frame is still 128 px wide: plenty, and decoding stays fast.
    const scale = Math.min(1, 640 / video.videoWidth);
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const frame: Pixels = context.getImageData(0, 0, canvas.width, canvas.height);
    return decodeQr(frame);
  };
}

const SCAN_INTERVAL_MS = 200;

interface QrScannerProps {
  /** Called for each new code read. The camera stays on for the next guest. */
  onCode: (code: string) => void;
}

export function QrScanner({ onCode }: QrScannerProps) {
  const [scanning, setScanning] = useState(false);
  const [ready, setReady] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const onCodeRef = useRef(onCode);

  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);

  useEffect(() => {
    if (!scanning) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const accept = createScanGate();

    async function start() {
      try {
        const read = await qrReader();
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
        if (stopped || !videoRef.current) return;
        videoRef.current.srcObject = stream;
        await videoRef.current.play();
        setReady(true);
        const tick = async () => {
          if (stopped || !videoRef.current) return;
          const code = await read(videoRef.current).catch(() => null);
          if (code && !stopped && accept(code, performance.now())) onCodeRef.current(code);
          timer = setTimeout(() => void tick(), SCAN_INTERVAL_MS);
        };
        void tick();
      } catch (error) {
        if (stopped) return;
        setProblem(
          error instanceof DOMException && error.name === 'NotAllowedError'
            ? 'The camera is blocked. Allow camera access for this site, or type the code instead.'
            : 'The camera could not be started. Type the code instead.',
        );
        setScanning(false);
      }
    }

    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
      setReady(false);
    };
  }, [scanning]);

  return (
    <div className="qr-scanner">
      <Button
        variant="secondary"
        onClick={() => {
          setProblem(null);
          setScanning((on) => !on);
        }}
      >
        {scanning ? 'Stop camera' : 'Scan QR codes with the camera'}
      </Button>
      {scanning && (
        <>
          {/* The preview has no sound and nothing to caption; it only helps aim the camera at the code. */}
          <video ref={videoRef} className="qr-scanner__video" muted playsInline aria-label="Camera preview" />
          <p className="field__hint">
            {ready ? 'Hold each QR code up to the camera; it stays on for the next guest.' : 'Starting the camera…'}
          </p>
        </>
      )}
      {problem && (
        <p className="field__error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
