import { initialOf } from '../../../shared/display-name';

const SIZES = { sm: 'h-8 w-8 text-sm', md: 'h-12 w-12 text-lg', lg: 'h-24 w-24 text-4xl' } as const;

/** A person's photo, or the initial of their name on a green disc. */
export function Avatar({
  name,
  url,
  size = 'sm',
}: {
  name: string;
  url?: string | null;
  size?: keyof typeof SIZES;
}) {
  if (url) return <img src={url} alt="" className={`${SIZES[size]} shrink-0 rounded-full object-cover`} />;
  return (
    <span
      aria-hidden="true"
      className={`${SIZES[size]} inline-flex shrink-0 items-center justify-center rounded-full bg-yerba-700 font-bold text-white`}
    >
      {initialOf(name)}
    </span>
  );
}
