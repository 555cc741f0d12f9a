import { Link } from 'react-router-dom';
import { buttonClassName } from '../../../components/ui/Button';
import { paths } from '../../../config/paths';

/** The way from the expo's home page to the tool-rental marketplace, open to visitors. */
export function ToolRentalTeaser() {
  return (
    <section className="section tool-teaser" aria-labelledby="tool-teaser-heading">
      <div className="container tool-teaser__inner">
        <p className="section-eyebrow">AIBEx marketplace</p>
        <h2 id="tool-teaser-heading" className="section-title">
          Need a tool? Rent one nearby
        </h2>
        <p className="section-intro">
          Drills, generators, ring lights and ladders from people in your city, by the hour or by the day. Browse
          freely; sign in when you book.
        </p>
        <Link to={paths.tools} className={buttonClassName('primary', 'tool-teaser__cta')}>
          Browse tools for rent
        </Link>
      </div>
    </section>
  );
}
