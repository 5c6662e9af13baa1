import { useEffect, useState } from 'react';

export interface VideoFrame {
  /** Time into the video, in ms: what the publish sends as the cover time. */
  ms: number;
  /** A small JPEG data URL of the frame. */
  src: string;
}

const FRAME_WIDTH = 90;
const LOAD_TIMEOUT_MS = 15_000;

function once(video: HTMLVideoElement, event: 'loadedmetadata' | 'seeked'): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => done(new Error(`video ${event} timed out`)), LOAD_TIMEOUT_MS);
    const ok = () => done();
    const failed = () => done(new Error('video could not be read'));
    function done(error?: Error) {
      clearTimeout(timer);
      video.removeEventListener(event, ok);
      video.removeEventListener('error', failed);
      if (error) reject(error);
      else resolve();
    }
    video.addEventListener(event, ok);
    video.addEventListener('error', failed);
  });
}

async function seek(video: HTMLVideoElement, seconds: number): Promise<void> {
  const sought = once(video, 'seeked');
  video.currentTime = seconds;
  await sought;
}

/** The length in seconds; a MediaRecorder WebM carries none until the player has sought to its end. */
async function durationOf(video: HTMLVideoElement): Promise<number> {
  if (Number.isFinite(video.duration)) return video.duration;
  await seek(video, 1e9);
  return Number.isFinite(video.duration) ? video.duration : video.currentTime;
}

/**
 * `count` frames across a video (the middle of each of `count` equal parts), decoded in the browser with a
 * <video> and a canvas, from the local file or a same-origin URL: the cover choices of the release screen.
 */
export async function framesOf(src: string, count: number, cancelled: () => boolean): Promise<VideoFrame[]> {
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.preload = 'auto';
  const loaded = once(video, 'loadedmetadata');
  video.src = src;
  try {
    await loaded;
    const duration = await durationOf(video);
    const canvas = document.createElement('canvas');
    canvas.width = FRAME_WIDTH;
    canvas.height = Math.round((FRAME_WIDTH * (video.videoHeight || 16)) / (video.videoWidth || 9));
    const context = canvas.getContext('2d');
    if (!context || !(duration > 0)) return [];
    const frames: VideoFrame[] = [];
    for (let i = 0; i < count && !cancelled(); i++) {
      const seconds = (duration * (i + 0.5)) / count;
      await seek(video, seconds);
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      frames.push({ ms: Math.round(seconds * 1000), src: canvas.toDataURL('image/jpeg', 0.7) });
    }
    return frames;
  } finally {
    video.removeAttribute('src');
    video.load();
  }
}

/** The frames of a video (a Blob on the device, or a URL), made once per source; empty while made or when unreadable. */
export function useVideoFrames(source: Blob | string | null, count: number): { frames: VideoFrame[]; making: boolean } {
  const [state, setState] = useState<{ source: Blob | string | null; frames: VideoFrame[]; making: boolean }>({ source: null, frames: [], making: false });
  useEffect(() => {
    if (!source) return undefined;
    let stopped = false;
    const url = typeof source === 'string' ? source : URL.createObjectURL(source);
    setState({ source, frames: [], making: true });
    framesOf(url, count, () => stopped)
      .catch(() => [])
      .then((frames) => { if (!stopped) setState({ source, frames, making: false }); })
      .finally(() => { if (typeof source !== 'string') URL.revokeObjectURL(url); });
    return () => { stopped = true; };
  }, [source, count]);
  return state.source === source ? { frames: state.frames, making: state.making } : { frames: [], making: source !== null };
}
