import { appMessages } from '../../../shared/messages/common';

export function Logo() {
  return (
    <>
      <svg aria-hidden="true" viewBox="0 0 64 64" className="h-9 w-9">
        <rect width="64" height="64" rx="14" fill="#2f6b3a" />
        <path d="M18 26h28c0 14-6 24-14 24s-14-10-14-24z" fill="#c98a4b" />
        <rect x="36" y="10" width="4" height="22" rx="2" transform="rotate(20 38 21)" fill="#e6e2d3" />
        <ellipse cx="32" cy="26" rx="14" ry="4" fill="#6fa35a" />
      </svg>
      <span className="text-xl font-extrabold tracking-tight text-yerba-800">{appMessages.name}</span>
    </>
  );
}
