import { useMotionAllowed } from '../../../lib/motion';
import { useTypewriter } from './use-typewriter';

interface TypewriterProps {
  words: readonly string[];
  /** Read before the list by screen readers, e.g. 'Come to AIBEx 2026 to'. */
  lead: string;
}

/**
 * The typed rotating tagline. Screen readers get every phrase at once from a hidden list; the letters
 * appearing and disappearing are hidden from them, as they would be announced one by one.
 */
export function Typewriter({ words, lead }: TypewriterProps) {
  const text = useTypewriter(words);
  const moving = useMotionAllowed();
  return (
    <div className="typewriter">
      <div className="visually-hidden">
        <p>{lead}</p>
        <ul>
          {words.map((word) => (
            <li key={word}>{word}</li>
          ))}
        </ul>
      </div>
      <p className="typewriter__text" aria-hidden="true" data-testid="typewriter">
        {text}
        {moving && <span className="typewriter__cursor" />}
      </p>
    </div>
  );
}
