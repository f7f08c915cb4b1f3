import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type RefObject } from 'react';
import type { CourseVideo } from '../../../shared/courses/learner.types';
import { useTRPC, useTRPCClient } from '../../trpc';
import { needsSave, roundPosition, SAVE_EVERY_MS, startPosition, type SavedPoint } from './progress';

/**
 * Resumes a training video where the learner stopped and saves where they are: every 10 s of playback, on pause, at
 * the end (completed) and when the page is hidden or left. Calls go through the plain tRPC client, so a save started
 * while the page unmounts still runs; a failed save is not worth interrupting the video for.
 */
export function useVideoProgress(courseId: number, video: CourseVideo, mediaRef: RefObject<HTMLVideoElement | null>) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  // The values at mount: a later refetch of the course must not move the playhead.
  const initial = useRef(video);

  useEffect(() => {
    const media = mediaRef.current;
    if (!media) return;
    const start = initial.current;
    let completed = start.completed;
    let last: SavedPoint = { positionSeconds: start.positionSeconds, completed };
    let timer: ReturnType<typeof setInterval> | undefined;
    // Nothing is saved before the video has loaded and been moved to where the learner stopped (leaving at once must
    // not overwrite the saved place with 0).
    let ready = false;

    // The course's cached views go stale with each save; they are fetched again at once only at the end (the page
    // says "Watched") and on leaving (the course page about to show says where the learner stopped).
    const send = (point: SavedPoint, refetch: 'active' | 'none' = 'none') => {
      if (!ready || !needsSave(last, point)) return;
      last = point;
      client.account.courses.progress
        .mutate({ courseId, videoId: start.id, ...point })
        .then(() => queryClient.invalidateQueries({ queryKey: trpc.account.courses.pathKey(), refetchType: refetch }))
        .catch(() => undefined);
    };
    const here = (): SavedPoint => ({ positionSeconds: roundPosition(media.currentTime), completed });
    const stopTimer = () => {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    };

    const onMetadata = () => {
      const at = startPosition(start, media.duration);
      if (at > 0 && Math.abs(media.currentTime - at) > 1) media.currentTime = at;
      ready = true;
    };
    const onPlay = () => {
      stopTimer();
      timer = setInterval(() => send(here()), SAVE_EVERY_MS);
    };
    // The end also fires "pause" first; that one is left to "ended".
    const onPause = () => {
      stopTimer();
      if (!media.ended) send(here());
    };
    const onEnded = () => {
      stopTimer();
      completed = true;
      send(here(), 'active');
    };
    const onPageHide = () => send(here());
    const onHidden = () => {
      if (document.visibilityState === 'hidden') send(here());
    };

    if (media.readyState >= 1) onMetadata();
    else media.addEventListener('loadedmetadata', onMetadata, { once: true });
    media.addEventListener('play', onPlay);
    media.addEventListener('pause', onPause);
    media.addEventListener('ended', onEnded);
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      media.removeEventListener('loadedmetadata', onMetadata);
      media.removeEventListener('play', onPlay);
      media.removeEventListener('pause', onPause);
      media.removeEventListener('ended', onEnded);
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onHidden);
      stopTimer();
      send(here(), 'active');
    };
  }, [client, courseId, mediaRef, queryClient, trpc]);
}
