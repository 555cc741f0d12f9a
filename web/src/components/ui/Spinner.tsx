import './Spinner.css';

/** Decorative: the surrounding control or status text says what is loading. */
export function Spinner() {
  return <span className="spinner" aria-hidden="true" />;
}
