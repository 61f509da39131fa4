import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { measureFrame } from '../timing';
import { qrReader, type QrReader } from './qr-decoder';

export type CameraState = 'off' | 'starting' | 'on' | 'denied' | 'unavailable';

/**
 * The least time between two decodes: at most four a second, so a cheap phone's CPU (and battery)
 * is not burnt on frames that all show the same thing. A decode that takes longer stretches the
 * gap to twice its own time, so decoding never takes more than about half the CPU.
 */
export const DECODE_GAP_MS = 250;

/** The rear camera, wide enough for a QR shown at arm's length. */
const CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
};

function failureState(error: unknown): CameraState {
  const name = error instanceof DOMException ? error.name : '';
  return name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'unavailable';
}

/**
 * Opens the phone's rear camera into `videoRef` and reads QR codes from its frames, handing each
 * text to `onText`. The camera stops when the page is hidden (another app, the screen off) and
 * starts again when it is shown, if it was on; and when the component goes.
 */
export function useCameraScanner(onText: (text: string) => void) {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [state, setState] = useState<CameraState>('off');
  const stream = useRef<MediaStream | undefined>(undefined);
  const timer = useRef<number | undefined>(undefined);
  const wanted = useRef(false);
  const onTextRef = useRef(onText);
  useLayoutEffect(() => {
    onTextRef.current = onText;
  });

  const halt = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = undefined;
    if (videoRef.current) videoRef.current.srcObject = null;
  }, []);

  const loop = useCallback((reader: QrReader) => {
    const tick = async () => {
      const video = videoRef.current;
      if (!stream.current || !video) return;
      let gap = DECODE_GAP_MS;
      if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && video.videoWidth > 0) {
        const started = performance.now();
        const text = await reader.read(video, video.videoWidth, video.videoHeight).catch(() => undefined);
        measureFrame(started);
        gap = Math.max(DECODE_GAP_MS, 2 * (performance.now() - started));
        if (text && stream.current) onTextRef.current(text);
      }
      if (stream.current) timer.current = window.setTimeout(() => void tick(), gap);
    };
    void tick();
  }, []);

  const open = useCallback(async () => {
    if (stream.current) return;
    if (!navigator.mediaDevices?.getUserMedia) {
      setState('unavailable');
      return;
    }
    setState('starting');
    try {
      const [media, reader] = await Promise.all([navigator.mediaDevices.getUserMedia(CONSTRAINTS), qrReader()]);
      if (!wanted.current || document.hidden) {
        media.getTracks().forEach((track) => track.stop());
        setState('off');
        return;
      }
      stream.current = media;
      const video = videoRef.current;
      if (video) {
        video.srcObject = media;
        await video.play().catch(() => undefined);
      }
      setState('on');
      loop(reader);
    } catch (error) {
      wanted.current = false;
      setState(failureState(error));
    }
  }, [loop]);

  const start = useCallback(() => {
    wanted.current = true;
    void open();
  }, [open]);

  const stop = useCallback(() => {
    wanted.current = false;
    halt();
    setState('off');
  }, [halt]);

  useEffect(() => {
    const onVisibility = () => {
      if (document.hidden) {
        halt();
        if (wanted.current) setState('off');
      } else if (wanted.current) void open();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      wanted.current = false;
      halt();
    };
  }, [halt, open]);

  return { videoRef, state, start, stop };
}
