import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button';

/** The part of the Shape Detection API used here (not in TypeScript's DOM types yet). */
interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorConstructor = new (options: { formats: string[] }) => BarcodeDetectorLike;

function barcodeDetector(): BarcodeDetectorConstructor | undefined {
  if (typeof window === 'undefined' || typeof navigator.mediaDevices?.getUserMedia !== 'function') return undefined;
  return (window as unknown as { BarcodeDetector?: BarcodeDetectorConstructor }).BarcodeDetector;
}

/** Camera scanning is offered only where the browser can decode QR codes itself; typing always works. */
export function canScanQrCodes(): boolean {
  return barcodeDetector() !== undefined;
}

const SCAN_INTERVAL_MS = 250;

interface QrScannerProps {
  /** Called once with the first code read; the camera is then switched off. */
  onCode: (code: string) => void;
}

export function QrScanner({ onCode }: QrScannerProps) {
  const [scanning, setScanning] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const onCodeRef = useRef(onCode);

  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);

  useEffect(() => {
    const Detector = barcodeDetector();
    if (!scanning || !Detector) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    async function start(DetectorClass: BarcodeDetectorConstructor) {
      try {
        const detector = new DetectorClass({ formats: ['qr_code'] });
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
        if (stopped || !videoRef.current) return;
        videoRef.current.srcObject = stream;
        await videoRef.current.play();
        const tick = async () => {
          if (stopped || !videoRef.current) return;
          const [first] = await detector.detect(videoRef.current).catch(() => []);
          if (first?.rawValue) {
            setScanning(false);
            onCodeRef.current(first.rawValue.trim());
            return;
          }
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

    void start(Detector);
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
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
        {scanning ? 'Stop camera' : 'Scan QR code with the camera'}
      </Button>
      {scanning && (
        // The preview has no sound and nothing to caption; it only helps aim the camera at the code.
        <video ref={videoRef} className="qr-scanner__video" muted playsInline aria-label="Camera preview" />
      )}
      {problem && (
        <p className="field__error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
