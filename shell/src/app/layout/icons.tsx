/** Inline icons: a few paths are cheaper than an icon library in the first-load budget. */
export function LogoMark() {
  return (
    <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="7" fill="#c2410c" />
      <path d="M9 8h6.5a3.5 3.5 0 0 1 3.5 3.5V24a3 3 0 0 0-3-3H9z" fill="#fff" />
      <path d="M23 8h-2.5A1.5 1.5 0 0 0 19 9.5V24a3 3 0 0 1 3-3h1z" fill="#ffd8a8" />
    </svg>
  );
}

/** The menu button's two faces: 22 px line drawings in the text colour. */
function MenuButtonIcon({ name, path }: { name: 'menu' | 'close'; path: string }) {
  return (
    <svg
      data-icon={name}
      width="22"
      height="22"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d={path} />
    </svg>
  );
}

export const MenuIcon = () => <MenuButtonIcon name="menu" path="M4 7h16M4 12h16M4 17h16" />;
export const CloseIcon = () => <MenuButtonIcon name="close" path="M6 6l12 12M18 6L6 18" />;

/** The bell, in the text colour. */
export function BellIcon() {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    >
      <path d="M6 9a6 6 0 0 1 12 0c0 4 1.5 6 2.5 7.5h-17C4.5 15 6 13 6 9z" />
      <path d="M10 19.5a2 2 0 0 0 4 0" strokeLinecap="round" />
    </svg>
  );
}

/** Messages: a speech bubble, in the text colour. */
export function MessagesIcon() {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    >
      <path d="M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1h-9l-5 4v-4H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z" />
    </svg>
  );
}

/** The tab bar's other three: a 22 px line drawing each, in the text colour. */
function TabIcon({ paths }: { paths: readonly string[] }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

/** Browse: a magnifying glass. */
export const BrowseIcon = () => <TabIcon paths={['M10.5 4a6.5 6.5 0 1 1 0 13a6.5 6.5 0 0 1 0-13z', 'M15.5 15.5L20 20']} />;
/** Sell: a plus in a rounded square. */
export const SellIcon = () => (
  <TabIcon paths={['M6 4h12a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z', 'M12 8v8M8 12h8']} />
);
/** Me: a head and shoulders. */
export const MeIcon = () => <TabIcon paths={['M12 4a4 4 0 1 1 0 8a4 4 0 0 1 0-8z', 'M4 20c1.5-3.5 4.5-5 8-5s6.5 1.5 8 5']} />;
