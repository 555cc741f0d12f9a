/** Expo figures as the organisers state them. */
const STATS = [
  { value: '200+', label: 'Exhibitors' },
  { value: '100,000+', label: 'Visitors' },
  { value: '60+', label: 'Countries' },
  { value: '100+', label: 'Hosted Buyers' },
] as const;

export function StatsTiles() {
  return (
    <div className="stats">
      <h3 className="visually-hidden">AIBEx 2026 in numbers</h3>
      <ul className="stats__list">
        {STATS.map((stat) => (
          <li key={stat.label} className="stats__tile">
            <span className="stats__value">{stat.value}</span>
            <span className="stats__label">{stat.label}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
