import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { streamFolder } from '../../../core/files/streamPaths';

/** The demo cameras' playlist inside each project's stream folder. */
export const DEMO_STREAM_PLAYLIST = 'demo/index.m3u8';
/** The demo drone flights' video (upload-root path), made with the stream. */
export const DRONE_VIDEO_FILE = 'demo/smartproject/drone-flight.mp4';
const FFMPEG = process.env.FFMPEG_PATH ?? 'ffmpeg';

/**
 * Six seconds of ffmpeg's moving test picture cut into 2-second HLS segments (the player loops
 * it). Made by Debian's ffmpeg at seed time rather than shipped, so the repository holds no video.
 */
async function makeStream(folder: string): Promise<void> {
  await promisify(execFile)(
    FFMPEG,
    [
      ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25', '-t', '6'],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-g', '25'],
      ...['-f', 'hls', '-hls_time', '2', '-hls_list_size', '0', '-hls_playlist_type', 'vod', path.join(folder, 'index.m3u8')],
    ],
    { timeout: 60_000 },
  );
}

/** Four seconds of the test picture as an MP4 that starts playing before it is all loaded (faststart). */
async function makeClip(file: string): Promise<void> {
  await promisify(execFile)(
    FFMPEG,
    [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25', '-t', '4'],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', file],
    ],
    { timeout: 60_000 },
  );
}

/**
 * Writes the demo camera stream into the stream folder of each project, and the drone flights'
 * clip, leaving those already there. Without ffmpeg (or when it fails) nothing is written and the platform runs on: the
 * cameras then show 「暂无视频流」. Answers whether the streams are in place.
 */
export async function writeDemoStreams(uploadRoot: string, projectIds: readonly string[], log: (message: string) => void = () => {}): Promise<boolean> {
  const missing = [];
  for (const projectId of projectIds) {
    const target = path.join(uploadRoot, streamFolder(projectId), path.dirname(DEMO_STREAM_PLAYLIST));
    if (!(await stat(path.join(target, 'index.m3u8')).catch(() => null))) missing.push(target);
  }
  const clip = path.join(uploadRoot, DRONE_VIDEO_FILE);
  const clipMissing = !(await stat(clip).catch(() => null));
  if (missing.length === 0 && !clipMissing) return true;
  const work = await mkdtemp(path.join(os.tmpdir(), 'smart-site-stream-'));
  try {
    await makeStream(work);
    for (const target of missing) await cp(work, target, { recursive: true });
    if (clipMissing) {
      await mkdir(path.dirname(clip), { recursive: true });
      await makeClip(clip);
    }
    return true;
  } catch (error) {
    log(`演示视频流未生成（${error instanceof Error ? error.message.split('\n')[0] : String(error)}），摄像头将显示「暂无视频流」`);
    return false;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
