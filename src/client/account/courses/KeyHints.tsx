import { useTranslation } from '../../lib/i18n-react';

/** The player's keyboard shortcuts (media-chrome's hotkeys), said under it and tied to it by aria-describedby. */
export function KeyHints({ id, captions }: { id: string; captions: boolean }) {
  const { t } = useTranslation('courses');
  const keys: Array<[string[], string]> = [
    [[t('keys.space'), 'K'], t('keys.play')],
    [['←', '→'], t('keys.seek')],
    [['↑', '↓'], t('keys.volume')],
    [['M'], t('keys.mute')],
    ...(captions ? ([[['C'], t('keys.captions')]] as Array<[string[], string]>) : []),
    [['F'], t('keys.fullscreen')],
  ];
  return (
    <div id={id} className="mt-2 text-sm text-slate-600" data-testid="player-keys">
      <span>{t('keys.lead')} </span>
      <ul className="inline">
        {keys.map(([names, action], index) => (
          <li key={action} className="inline">
            {names.map((name, i) => (
              <span key={name}>
                {i > 0 && ' / '}
                <kbd className="rounded border border-slate-300 bg-white px-1 font-mono text-xs text-navy-900">{name}</kbd>
              </span>
            ))}{' '}
            {action}
            {index < keys.length - 1 ? '; ' : '.'}
          </li>
        ))}
      </ul>
    </div>
  );
}
