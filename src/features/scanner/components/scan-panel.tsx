import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import type { ManifestTrip } from '@contract/boarding';
import { useCameraScanner, type CameraState } from '../camera/use-camera-scanner';
import { readPhoto } from '../camera/qr-decoder';
import type { Scanner } from '../scanner-controller';
import { markDecoded, measureAnswer } from '../timing';
import type { Verdict } from '../verdict';
import { VerdictCard } from './verdict-card';
import classes from './scanner.module.css';

/** The camera sees the same code many times a second: the same text again within this long of its last sighting is the same scan. */
export const REPEAT_MS = 8_000;

const CAMERA_WORDS: Partial<Record<CameraState, string>> = {
  denied: 'The camera is not allowed for this page. Allow it in the browser settings, or scan from a photo.',
  unavailable: 'No camera can be opened here. Scan from a photo instead.',
};
const NO_CODE_IN_PHOTO = 'No QR code was found in the photo. Take it again closer, with the whole code in the picture and no glare.';

/** Tells the hand holding the phone too: one short buzz for yes, a long one for no. */
const buzz = (verdict: Verdict) => navigator.vibrate?.(verdict.verdict === 'accepted' ? 60 : [250, 80, 250]);

/**
 * Scanning for one bus: the rear camera (started by a tap: the browser asks for permission), or a
 * photo taken or chosen ('Scan from a photo', decoded the same way), and the answer below.
 */
export function ScanPanel({ scanner, trip }: { scanner: Scanner; trip: ManifestTrip }) {
  const [answer, setAnswer] = useState<{ verdict: Verdict; number: number }>();
  const [photoProblem, setPhotoProblem] = useState<string>();
  const last = useRef<{ text: string; at: number }>(undefined);
  const count = useRef(0);
  const photoInput = useRef<HTMLInputElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  // Each answer brings the panel to the top of the screen: camera, buttons and answer all fit on a
  // small phone, above the shell's notices at the bottom.
  useEffect(() => {
    if (!answer) return;
    measureAnswer();
    panel.current?.scrollIntoView({ block: 'start' });
  }, [answer]);

  const judge = useCallback(async (text: string) => {
    markDecoded();
    const verdict = await scanner.scan(text, trip);
    count.current += 1;
    setAnswer({ verdict, number: count.current });
    buzz(verdict);
  }, [scanner, trip]);

  const fromCamera = useCallback((text: string) => {
    const now = Date.now();
    const seen = last.current;
    last.current = { text, at: now };
    if (seen?.text === text && now - seen.at < REPEAT_MS) return;
    void judge(text);
  }, [judge]);
  const { videoRef, state: cameraState, start: startCamera, stop: stopCamera } = useCameraScanner(fromCamera);

  const onPhoto = async (file: File | undefined) => {
    if (!file) return;
    setPhotoProblem(undefined);
    const text = await readPhoto(file).catch(() => undefined);
    if (photoInput.current) photoInput.current.value = '';
    if (!text) {
      setPhotoProblem(NO_CODE_IN_PHOTO);
      return;
    }
    // A photo is a deliberate scan: always judged, and the camera will not count it again at once.
    last.current = { text, at: Date.now() };
    await judge(text);
  };

  const cameraOn = cameraState === 'on' || cameraState === 'starting';
  const cameraProblem = CAMERA_WORDS[cameraState];
  return (
    <Stack gap="sm" ref={panel} className={classes.panel}>
      <video ref={videoRef} className={cameraOn ? classes.video : classes.hidden} muted playsInline aria-label="Camera view" />
      {/* Full width, one above the other: reached by the thumb of the hand holding the phone. */}
      {cameraOn ? (
        <Button size="xl" fullWidth variant="default" onClick={stopCamera}>Stop camera</Button>
      ) : (
        <Button size="xl" fullWidth onClick={startCamera}>Start camera</Button>
      )}
      <Button size="lg" fullWidth variant="outline" onClick={() => photoInput.current?.click()}>Scan from a photo</Button>
      <input
        ref={photoInput}
        className={classes.hidden}
        type="file"
        accept="image/*"
        capture="environment"
        aria-label="Photo of a ticket's QR code"
        onChange={(event) => void onPhoto(event.currentTarget.files?.[0])}
      />
      {cameraState === 'starting' ? <Text size="sm">Opening the camera…</Text> : null}
      {cameraProblem ? <Alert color="amber" role="alert">{cameraProblem}</Alert> : null}
      {photoProblem ? <Alert color="amber" role="alert">{photoProblem}</Alert> : null}
      <section aria-label="Answer">
        <VerdictCard verdict={answer?.verdict} trip={trip} scanNumber={answer?.number ?? 0} />
      </section>
    </Stack>
  );
}
