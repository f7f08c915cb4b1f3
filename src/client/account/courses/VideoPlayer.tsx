import {
  MediaCaptionsButton,
  MediaControlBar,
  MediaController,
  MediaFullscreenButton,
  MediaMuteButton,
  MediaPlaybackRateButton,
  MediaPlayButton,
  MediaTimeDisplay,
  MediaTimeRange,
  MediaVolumeRange,
} from 'media-chrome/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import type { CourseVideo } from '../../../shared/courses/learner.types';
import { LOCALE_NAMES, type Locale } from '../../../shared/locales';
import { Spinner } from '../../components/ui/Spinner';
import { localeOf } from '../../../shared/locales';
import { KeyHints } from './KeyHints';
import { loadPlayerLanguage } from './player-language';
import { useVideoProgress } from './useVideoProgress';

/**
 * A training video in media-chrome's accessible player: labelled controls in the learner's language, captions (theirs
 * shown by default), and its keyboard shortcuts whenever focus is in the player (the player itself is focusable).
 * Only the video page imports this module, so media-chrome loads with that page alone.
 */
export function VideoPlayer({ courseId, video }: { courseId: number; video: CourseVideo }) {
  const { i18n } = useTranslation('courses');
  const locale = localeOf(i18n.language);
  const [loadedFor, setLoadedFor] = useState<Locale | null>(null);
  useEffect(() => {
    let live = true;
    void loadPlayerLanguage(locale).then(() => live && setLoadedFor(locale));
    return () => {
      live = false;
    };
  }, [locale]);
  // The labels are read when the player is built: it waits for the dictionary and is rebuilt for another language.
  if (loadedFor !== locale) return <Spinner />;
  return <Player key={locale} courseId={courseId} video={video} locale={locale} />;
}

function Player({ courseId, video, locale }: { courseId: number; video: CourseVideo; locale: Locale }) {
  const hintId = useId();
  const mediaRef = useRef<HTMLVideoElement>(null);
  useVideoProgress(courseId, video, mediaRef);
  return (
    <div>
      <MediaController
        lang={locale}
        tabIndex={0}
        aria-describedby={hintId}
        className="block aspect-video w-full overflow-hidden rounded-lg bg-navy-950 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-yellow-400"
        data-testid="video-player"
      >
        <video
          ref={mediaRef}
          slot="media"
          src={video.url}
          poster={video.posterUrl ?? undefined}
          preload="metadata"
          playsInline
          className="size-full"
          data-testid="course-video"
        >
          {video.captions.map((track) => (
            <track key={track.locale} kind="captions" srcLang={track.locale} label={LOCALE_NAMES[track.locale]} src={track.url} default={track.locale === locale} />
          ))}
        </video>
        <MediaControlBar className="w-full">
          <MediaPlayButton />
          <MediaTimeRange className="grow" />
          <MediaTimeDisplay showDuration />
          <MediaMuteButton />
          <MediaVolumeRange />
          {video.captions.length > 0 && <MediaCaptionsButton />}
          <MediaPlaybackRateButton />
          <MediaFullscreenButton />
        </MediaControlBar>
      </MediaController>
      <KeyHints id={hintId} captions={video.captions.length > 0} />
    </div>
  );
}
