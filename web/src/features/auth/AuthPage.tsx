import type { ReactNode } from 'react';
import { Card } from '../../components/ui/Card';
import { usePageTitle } from '../../lib/use-page-title';
import './auth.css';

interface AuthPageProps {
  title: string;
  intro?: string;
  notice?: ReactNode;
  children: ReactNode;
  /** Links under the card, e.g. 'Already have an account? Login'. */
  footer?: ReactNode;
  wide?: boolean;
}

/** The frame shared by the sign-in, sign-up and password pages. */
export function AuthPage({ title, intro, notice, children, footer, wide = false }: AuthPageProps) {
  usePageTitle(title);
  return (
    <div className={`container page auth-page ${wide ? 'page--medium' : 'page--narrow'}`}>
      <h1>{title}</h1>
      {intro && <p className="page__intro">{intro}</p>}
      {notice}
      <Card>{children}</Card>
      {footer && <div className="auth-page__footer">{footer}</div>}
    </div>
  );
}
