import { Button, Popup } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { SHORT_VIDEO_TEXTS as T } from '../../ui/short-video-texts';

const MAX_SECONDS = 60;
const WEBM_TYPES = ['video/webm;codecs=vp8,opus', 'video/webm;codecs=vp8', 'video/webm'];

type Stage = { name: 'opening' } | { name: 'live' } | { name: 'recording'; seconds: number } | { name: 'recorded'; blob: Blob; url: string }
  | { name: 'error'; msg: string };

/** What a refused getUserMedia means to the user: no permission, no camera, or anything else. */
function refusalText(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return T.recordDenied;
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError') return T.recordNoCamera;
  return T.recordFailed;
}

/** The camera with the microphone if there is one; a device without a microphone still records the picture. */
async function openCamera(): Promise<MediaStream> {
  const video = { facingMode: 'user', width: { ideal: 720 }, height: { ideal: 1280 } };
  try {
    return await navigator.mediaDevices.getUserMedia({ video, audio: true });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'NotFoundError') return navigator.mediaDevices.getUserMedia({ video, audio: false });
    throw error;
  }
}

interface RecordPopupProps {
  visible: boolean;
  onClose(): void;
  /** The recording the user keeps: it goes through the same upload as a picked file. */
  onUse(file: File): void;
  /** 选择已有视频, offered where the camera cannot be used. */
  onPick(): void;
}

/** 拍摄 (issue 18): the camera's picture, 开始录制 / 停止 with MediaRecorder (WebM), then a preview to 重拍 or use. */
export function RecordPopup({ visible, onClose, onUse, onPick }: RecordPopupProps) {
  const [stage, setStage] = useState<Stage>({ name: 'opening' });
  const stream = useRef<MediaStream | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const live = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (!visible) return undefined;
    let closed = false;
    setStage({ name: 'opening' });
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') {
      setStage({ name: 'error', msg: T.recordUnsupported });
      return undefined;
    }
    openCamera().then((opened) => {
      if (closed) return opened.getTracks().forEach((t) => t.stop());
      stream.current = opened;
      setStage({ name: 'live' });
    }, (error: unknown) => { if (!closed) setStage({ name: 'error', msg: refusalText(error) }); });
    return () => {
      closed = true;
      if (recorder.current?.state === 'recording') recorder.current.stop();
      stream.current?.getTracks().forEach((t) => t.stop());
      stream.current = null;
    };
  }, [visible]);

  // The camera's picture shows while it is live or recording; the element is drawn anew when a retake starts.
  useEffect(() => {
    if (live.current && stream.current && live.current.srcObject !== stream.current) live.current.srcObject = stream.current;
  });

  useEffect(() => {
    if (stage.name !== 'recording') return undefined;
    const timer = setTimeout(() => {
      if (stage.seconds + 1 >= MAX_SECONDS) recorder.current?.stop();
      else setStage({ name: 'recording', seconds: stage.seconds + 1 });
    }, 1000);
    return () => clearTimeout(timer);
  }, [stage]);

  useEffect(() => (stage.name === 'recorded' ? () => URL.revokeObjectURL(stage.url) : undefined), [stage]);

  function start() {
    if (!stream.current) return;
    const mimeType = WEBM_TYPES.find((type) => MediaRecorder.isTypeSupported(type));
    const made = new MediaRecorder(stream.current, mimeType ? { mimeType } : undefined);
    const chunks: Blob[] = [];
    made.ondataavailable = (event) => { if (event.data.size > 0) chunks.push(event.data); };
    made.onstop = () => {
      const blob = new Blob(chunks, { type: 'video/webm' });
      setStage(blob.size > 0 ? { name: 'recorded', blob, url: URL.createObjectURL(blob) } : { name: 'error', msg: T.recordFailed });
    };
    recorder.current = made;
    made.start(1000);
    setStage({ name: 'recording', seconds: 0 });
  }

  function use(blob: Blob) {
    onUse(new File([blob], `拍摄${new Date().toISOString().slice(0, 19).replace(/\D/g, '')}.webm`, { type: 'video/webm' }));
    onClose();
  }

  return (
    <Popup visible={visible} onMaskClick={onClose} destroyOnClose bodyStyle={{ borderRadius: '12px 12px 0 0' }}>
      <div className="sv-record" data-testid="record-popup" data-stage={stage.name}>
        <div className="sv-release__status">{T.recordTitle}</div>
        {stage.name === 'opening' && <div className="sv-release__status">{T.recordOpening}</div>}
        {(stage.name === 'live' || stage.name === 'recording') && <video ref={live} autoPlay muted playsInline />}
        {stage.name === 'recording' && <div className="sv-record__time" role="timer">{T.recordTime(stage.seconds, MAX_SECONDS)}</div>}
        {stage.name === 'recorded' && <video src={`${stage.url}#t=0.1`} controls playsInline preload="auto" aria-label={T.recordTitle} />}
        {stage.name === 'error' && <div className="sv-record__error" role="alert">{stage.msg}</div>}
        <div className="sv-release__actions">
          {stage.name === 'live' && <Button color="danger" onClick={start}>{T.recordStart}</Button>}
          {stage.name === 'recording' && <Button color="danger" onClick={() => recorder.current?.stop()}>{T.recordStop}</Button>}
          {stage.name === 'recorded' && <Button onClick={() => setStage({ name: 'live' })}>{T.recordRetake}</Button>}
          {stage.name === 'recorded' && <Button color="primary" onClick={() => use(stage.blob)}>{T.recordUse}</Button>}
          {stage.name === 'error' && <Button color="primary" onClick={() => { onClose(); onPick(); }}>{T.pickVideo}</Button>}
        </div>
      </div>
    </Popup>
  );
}
