import { spawn } from 'node:child_process';

/** The system's ffmpeg and ffprobe (Debian's `ffmpeg` package; README, .ci/run). */
const FFMPEG = 'ffmpeg';
const FFPROBE = 'ffprobe';
const PROBE_TIMEOUT_MS = 30_000;
const TRANSCODE_TIMEOUT_MS = 30 * 60_000;
const MAX_FRAME_BYTES = 64 * 1024 * 1024;

export class UndecodableVideo extends Error {}

interface Run {
  stdout: Buffer;
  stderr: string;
}

/** Runs a tool with arguments (never a shell), kills it past its time, answers its output or throws with its stderr. */
function run(command: string, args: string[], timeoutMs: number, maxStdout = 1024 * 1024): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let outBytes = 0;
    let stderr = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      outBytes += chunk.length;
      if (outBytes > maxStdout) child.kill('SIGKILL');
      else out.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => { stderr = (stderr + chunk.toString('utf8')).slice(-4000); });
    child.on('error', (error) => { clearTimeout(timer); reject(error); });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve({ stdout: Buffer.concat(out), stderr });
      else reject(new UndecodableVideo(`${command} exited ${code ?? signal}: ${stderr.trim().slice(-500)}`));
    });
  });
}

export interface VideoProbe {
  durationMs: number | null;
  /** The picture's own length, which may end before the sound's (a recording whose camera dropped frames). */
  videoMs: number | null;
}

const toMs = (seconds: unknown) => (Number.isFinite(Number(seconds)) && Number(seconds) > 0 ? Math.round(Number(seconds) * 1000) : null);

/** The container's duration; refuses a file with no video stream ffprobe can read. */
export async function probeVideo(file: string): Promise<VideoProbe> {
  const { stdout } = await run(FFPROBE, ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file], PROBE_TIMEOUT_MS);
  const info = JSON.parse(stdout.toString('utf8')) as { format?: { duration?: string }; streams?: { codec_type?: string; duration?: string }[] };
  const video = info.streams?.find((s) => s.codec_type === 'video');
  if (!video) throw new UndecodableVideo('no video stream');
  return { durationMs: toMs(info.format?.duration ?? video.duration), videoMs: toMs(video.duration) };
}

/** One frame decoded (upright: ffmpeg applies the rotation), as PNG: the proof that ffmpeg can decode the video. */
export async function extractFrame(file: string, durationMs: number | null): Promise<Buffer> {
  return frameAt(file, durationMs ? Math.min(1000, durationMs / 2) : 0);
}

/** The frame shown at `atMs` (ffmpeg seeks to the keyframe before it and decodes up to it), as PNG. */
export async function frameAt(file: string, atMs: number): Promise<Buffer> {
  const { stdout } = await run(FFMPEG, [
    '-v', 'error', '-nostdin', '-ss', (atMs / 1000).toFixed(3), '-i', file, '-map', '0:v:0', '-frames:v', '1', '-f', 'image2pipe', '-c:v', 'png', 'pipe:1',
  ], PROBE_TIMEOUT_MS, MAX_FRAME_BYTES);
  if (stdout.length === 0) throw new UndecodableVideo('no frame decoded');
  return stdout;
}

/**
 * A rendition every browser plays: H.264 (yuv420p) and AAC in MP4 with the index first (faststart), at most 720p
 * (1280×720 landscape, 720×1280 portrait), never enlarged, without the camera's metadata (location).
 */
export async function transcodeToMp4(input: string, output: string): Promise<void> {
  const fit = "scale=w='if(gte(iw,ih),min(1280,iw),min(720,iw))':h='if(gte(iw,ih),min(720,ih),min(1280,ih))'"
    + ':force_original_aspect_ratio=decrease:force_divisible_by=2';
  await run(FFMPEG, [
    '-v', 'error', '-nostdin', '-y', '-i', input,
    '-map', '0:v:0', '-map', '0:a:0?', '-vf', fit,
    '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p',
    '-c:a', 'aac', '-b:a', '128k', '-ac', '2',
    '-map_metadata', '-1', '-movflags', '+faststart', '-f', 'mp4', output,
  ], TRANSCODE_TIMEOUT_MS);
}

/** Whether the system's ffmpeg runs here (the demo seed makes its short videos only then). */
export async function hasFfmpeg(): Promise<boolean> {
  return run(FFMPEG, ['-v', 'error', '-version'], PROBE_TIMEOUT_MS).then(() => true, () => false);
}

/** Portrait 360×640 at 15 fps, small and quick to make for a demo clip of a few seconds of still pictures. */
const SLIDE_FPS = 15;
const SLIDE = `scale=360:640:force_original_aspect_ratio=decrease,pad=360:640:(ow-iw)/2:(oh-ih)/2:color=white,setsar=1,fps=${SLIDE_FPS}`;
const SLIDE_FADE_S = 0.5;

/**
 * A clip made of still pictures, each shown `secondsEach` and slid into the next: H.264 (yuv420p) MP4 with the index
 * first, already the rendition transcodeToMp4 would make (no sound).
 */
export async function picturesToMp4(pictures: string[], output: string, secondsEach: number): Promise<void> {
  const inputs = pictures.flatMap((file) => ['-loop', '1', '-framerate', String(SLIDE_FPS), '-t', String(secondsEach), '-i', file]);
  const scaled = pictures.map((_, i) => `[${i}:v]${SLIDE}[s${i}]`);
  let last = 's0';
  const fades = pictures.slice(1).map((_, i) => {
    const next = `x${i + 1}`;
    const step = `[${last}][s${i + 1}]xfade=transition=slideleft:duration=${SLIDE_FADE_S}:offset=${((i + 1) * (secondsEach - SLIDE_FADE_S)).toFixed(2)}[${next}]`;
    last = next;
    return step;
  });
  await run(FFMPEG, [
    '-v', 'error', '-nostdin', '-y', ...inputs,
    '-filter_complex', [...scaled, ...fades, `[${last}]format=yuv420p[v]`].join(';'),
    '-map', '[v]', '-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'stillimage', '-crf', '28', '-movflags', '+faststart', '-f', 'mp4', output,
  ], TRANSCODE_TIMEOUT_MS);
}
