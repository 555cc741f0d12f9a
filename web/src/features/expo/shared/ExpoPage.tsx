import type { ReactNode } from 'react';
import { cx } from '../../../components/ui/cx';
import './ExpoPage.css';

interface ExpoPageProps {
  eyebrow?: string | undefined;
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
  /** Shown beside the content on wide screens, below it on small ones. */
  aside?: ReactNode;
  className?: string;
}

/** The frame of the expo's inner pages: a plum title band, then the content card (and an aside). */
export function ExpoPage({ eyebrow, title, intro, children, aside, className }: ExpoPageProps) {
  return (
    <div className={cx('expo-page', className)}>
      <div className="expo-page__band">
        <div className="container expo-page__band-inner">
          {eyebrow && <p className="expo-page__eyebrow">{eyebrow}</p>}
          <h1 className="expo-page__title">{title}</h1>
          {intro && <p className="expo-page__intro">{intro}</p>}
        </div>
      </div>
      <div className={cx('container', 'expo-page__body', aside !== undefined && 'expo-page__body--with-aside')}>
        <div className="expo-page__main">{children}</div>
        {aside !== undefined && <aside className="expo-page__aside">{aside}</aside>}
      </div>
    </div>
  );
}
