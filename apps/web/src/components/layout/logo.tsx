import { Link } from 'react-router';

export function Logo({ label }: { label: string }) {
  return (
    <Link to="/" className="flex min-h-11 items-center gap-2 font-bold text-lg" aria-label={label}>
      <svg width="32" height="32" viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="#0f5132" />
        <path
          d="M18 46V18h11c10 0 17 5 17 14s-7 14-17 14z"
          fill="none"
          stroke="#f6c343"
          strokeWidth="6"
        />
      </svg>
      <span>Dwa</span>
    </Link>
  );
}
