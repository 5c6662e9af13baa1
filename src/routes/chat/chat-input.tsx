import { Button, Input } from 'antd-mobile';
import { useRef, useState } from 'react';
import { CHAT_TEXT_MAX } from '../../contract/service/chat';
import { CHAT_TEXTS as T } from '../../ui/chat-texts';
import { toast } from '../../ui/feedback';

interface ChatInputProps {
  disabled: boolean;
  onText(content: string): Promise<boolean>;
  onMedia(type: 'image' | 'video', file: File): Promise<void>;
}

/** The input bar: text (queued offline), a picture or a short video (sent when online). */
export function ChatInput({ disabled, onText, onMedia }: ChatInputProps) {
  const [text, setText] = useState('');
  const [stage, setStage] = useState<string | null>(null);
  const image = useRef<HTMLInputElement>(null);
  const video = useRef<HTMLInputElement>(null);

  // Cleared before the send settles: the next line may already be typed while this one is queued.
  async function sendText() {
    const content = text;
    if (!content.trim()) return;
    setText('');
    if (!(await onText(content))) setText((typed) => typed || content);
  }

  function pick(type: 'image' | 'video') {
    if (!navigator.onLine) { toast(T.uploadOffline); return; }
    (type === 'image' ? image : video).current?.click();
  }

  async function picked(type: 'image' | 'video', files: FileList | null) {
    const file = files?.[0];
    if (!file) return;
    setStage(T.uploading);
    try {
      await onMedia(type, file);
    } finally {
      setStage(null);
      if (image.current) image.current.value = '';
      if (video.current) video.current.value = '';
    }
  }

  return (
    <div className="chat-input">
      {stage && <div className="chat-input__stage" role="status">{stage}</div>}
      <div className="chat-input__row">
        <Button size="small" fill="none" disabled={disabled || stage !== null} onClick={() => pick('image')} data-testid="chat-pick-image">{T.picture}</Button>
        <Button size="small" fill="none" disabled={disabled || stage !== null} onClick={() => pick('video')} data-testid="chat-pick-video">{T.video}</Button>
        <Input className="chat-input__text" placeholder={T.inputPlaceholder} value={text} onChange={setText} maxLength={CHAT_TEXT_MAX}
          disabled={disabled} onEnterPress={() => void sendText()} data-testid="chat-text" />
        <Button size="small" color="primary" disabled={disabled || !text.trim()} onClick={() => void sendText()} data-testid="chat-send">{T.send}</Button>
      </div>
      <input ref={image} type="file" accept="image/png,image/jpeg,image/webp,image/gif" hidden data-testid="chat-image-file" onChange={(e) => void picked('image', e.target.files)} />
      <input ref={video} type="file" accept="video/mp4,video/quicktime,video/webm" hidden data-testid="chat-video-file" onChange={(e) => void picked('video', e.target.files)} />
    </div>
  );
}
