/** Text of Profile's "Push on this phone" (issue 41): this browser's switch, its honest states, and the kinds. */
export const pushMessages = {
  title: 'Push on this phone',
  intro:
    'Notifications on this phone or computer, even when BookNook is closed. They say who wrote about which book, never what they wrote.',
  browserLabel: 'Notifications in this browser',
  browserHint: 'Your browser asks you first. Turn them on in each browser where you want them.',
  checking: 'Checking what this browser can do…',
  unsupported:
    'This browser cannot show BookNook’s notifications. On an iPhone or iPad, add BookNook to your Home Screen (Share, then Add to Home Screen) and open it from there; elsewhere, use a recent Chrome, Firefox, Edge or Safari.',
  noWorker: 'Notifications are not ready in this browser yet: BookNook is still setting itself up. Reload this page in a moment.',
  denied:
    'Notifications are blocked for BookNook in this browser. To allow them, open this site’s settings (the icon beside the address, or your phone’s settings for this browser), allow notifications, then reload this page.',
  dismissed: 'Notifications were not allowed. Turn the switch on again to be asked once more.',
  turnedOn: 'Notifications are on in this browser.',
  turnedOff: 'Notifications are off in this browser.',
  switchFailed: 'That did not work. Please try again.',
  kindsTitle: 'What to push',
  kindsHint: 'For every browser where notifications are on.',
  kinds: {
    messages: { label: 'Messages', hint: 'At once; one notification per conversation until you read it.' },
    wanted: { label: 'Wanted books', hint: 'A book like one of your saved searches is listed.' },
    handovers: { label: 'Hand-overs', hint: 'Two hours before a hand-over you agreed.' },
    expiry: { label: 'Listings ending', hint: 'A listing of yours ends soon.' },
  },
  on: 'On',
  off: 'Off',
  saved: (kind: string, on: boolean) => `${kind}: ${on ? 'on' : 'off'}. Saved.`,
  saveFailed: 'That choice was not saved. Please try again.',
  loadFailed: 'Your push choices could not be loaded.',
} as const;
