/**
 * Text of the Terms of Service, Privacy Policy and Contact pages. A catalogue of its own rather than part of
 * src/messages.ts: these pages load on demand, and their prose would otherwise be in every first visit's JavaScript.
 * Tests import it like any catalogue.
 */

export interface LegalSection {
  heading: string;
  paragraphs?: readonly string[];
  list?: readonly string[];
}

/** When the text of these pages last changed: shown on each of them. */
export const LEGAL_UPDATED = '23 November 2026';

export const legalMessages = {
  updated: (date: string) => `Last updated ${date}`,
  terms: {
    title: 'Terms of Service',
    writeTo: 'Questions about these terms? Write to',
    intro:
      'BookNook helps neighbours buy, sell and give away used books. By creating an account or listing a book you agree to these terms. They are short on purpose: please read them.',
    sections: [
      {
        heading: 'What BookNook does, and does not do',
        paragraphs: [
          'BookNook is a place to find books near you and the people who have them. Payment and hand-over happen directly between members: BookNook never takes money, holds books or delivers them, and is not a party to any sale or gift.',
        ],
      },
      {
        heading: 'Your account',
        list: [
          'Give your real name, a working email address and a phone number you answer. Buyers rely on them.',
          'One account per person. Keep your password to yourself; you are responsible for what is done with your account.',
          'You must be old enough to make an agreement where you live, or have a parent or guardian do it with you.',
        ],
      },
      {
        heading: 'Listing books',
        list: [
          'List only books you own and can hand over, with a photo of the book itself and an honest description of its condition.',
          'A price of 0 lists the book as a donation. Mark a book as sold once it is gone, so nobody asks for it in vain.',
          'No counterfeit or pirated copies, nothing illegal, offensive or unrelated to books, and no advertising.',
          'Moderators review every listing before it is shown, and may reject it (with a reason) or hide it later, for example after reports from other members.',
        ],
      },
      {
        heading: 'Meeting other members',
        paragraphs: [
          'Agree on the price and the place before you meet. Meet somewhere public and in daylight where you can, check the book before you pay, and never send money in advance to someone you have not met.',
          'If a listing or a member seems wrong, use “Report this book” on the listing. Moderators read every report.',
        ],
      },
      {
        heading: 'Our part',
        paragraphs: [
          'We keep BookNook running as well as we can, but cannot promise it is always available or free of mistakes, and we do not check the books themselves or the people who offer them. As far as the law allows, BookNook is not liable for a sale or hand-over that goes wrong between members.',
          'We may suspend an account or remove listings that break these terms. You can stop using BookNook and delete your account at any time on your Profile page (see the Privacy Policy).',
          'If these terms change, we will say so on this page, with a new date, before the change takes effect.',
        ],
      },
    ] satisfies LegalSection[],
  },
  privacy: {
    title: 'Privacy Policy',
    writeTo: 'For anything else about your data, write to',
    intro:
      'BookNook asks only for what a neighbour needs to find your book and reach you. This page says what we store, who can see it, how long we keep it and how to have it deleted.',
    sections: [
      {
        heading: 'What we store',
        list: [
          'Your account: first and last name, username, email address, phone number, the neighbourhood or city you give, and your password as a one-way hash (argon2id), never the password itself.',
          'Your listings: the details you enter, the photo, and whether each book is sold, and what the moderators decided about it.',
          'Photos are re-encoded on our server before anyone sees them. Everything hidden inside the file, such as the camera, the date and the GPS position where it was taken, is removed.',
          'Your bookmarks and the reports you make (moderators see who made a report).',
          'Your messages with other members, and whom you blocked.',
          'For each device you are signed in on: the browser and system it reported (such as “Chrome on Android”), when it signed in and when it was last used, so that you can see and end your sessions on your Profile page.',
          'A sign-in cookie that keeps you signed in, and a second cookie that protects forms against other sites. We use no advertising or tracking cookies.',
          'Your IP address, only for as long as it takes to limit repeated sign-in, registration and password reset attempts.',
          'When you ask for a password reset link: a one-way hash of the link’s code (never the code itself), kept until the link is used or has expired.',
        ],
      },
      {
        heading: 'Who sees what',
        list: [
          'Everyone, signed in or not, sees your listings with your name and the neighbourhood or city you gave.',
          'Your phone number and email address are shown only to signed-in members who have confirmed their own email address, each of whom can look up a limited number of sellers per hour and per day (and every network a limited number per day, however many accounts it uses), so that nobody can collect them in bulk. You can choose not to show your phone number.',
          'Moderators see your listings and reports in order to review them.',
          'We do not sell or share your details with anyone else.',
        ],
      },
      {
        heading: 'Your location',
        paragraphs: [
          'When you list a book, the browser asks whether to share your position; you can say no and still list it. If you share it, your exact position never leaves our server: we keep only a blurred point, some hundreds of metres away from it, chosen so that your listings together cannot give your home away either. Each place you list from is blurred in its own way, so a place people know (your school, say) tells nothing about another (your home).',
          'Buyers see only how far away a book is, worked out from that point. No map pin, address or coordinates are ever shown. When you browse, your own position is used for that one search and is not stored.',
        ],
      },
      {
        heading: 'How long we keep it',
        list: [
          'Your account, listings, bookmarks and reports: until you delete them or ask us to delete your account.',
          'A deleted listing is removed at once, with its photo.',
          'A photo you uploaded but never listed is deleted after 24 hours.',
          'A sign-in lasts 14 days, or until you log out, sign it out from your Profile page or change your password, and is then removed.',
          'A password reset link works once, for one hour.',
        ],
      },
      {
        heading: 'Deleting your account',
        paragraphs: [
          'On your Profile page, “Delete my account” asks for your password and then deletes, at once and in one step: your account, your listings with every size of their photos, your bookmarks, your sign-ins and your rate-limit records. Members you talked to keep their copy of your conversations, and moderators keep the reports you made, with your name shown as a former member. Your username and email address become free for anyone.',
          'On the same page, “Download my data” gives you a copy of what we store about you, as a JSON file: your profile, listings, bookmarks, reports and messages. You can correct your name, location and phone number there yourself, and change your email address and password; after either change we write to the address you had, in case it was not you.',
          'Forgot your password? “Forgot password?” on the sign-in page emails you a link that works once, for an hour; the same answer is shown whether or not the address has an account, so nobody can use it to learn who is a member.',
        ],
      },
    ] satisfies LegalSection[],
  },
  contact: {
    title: 'Contact Us',
    intro: 'Questions, problems, or a request about your account: we read every message and answer as soon as we can.',
    emailHeading: 'Email',
    includeHeading: 'Please include',
    include: [
      'The email address or username of your BookNook account (write from that address if it is about your account).',
      'The link to the book, if your message is about a listing.',
      'What happened, and what you expected to happen. A screenshot helps.',
    ],
    topicsHeading: 'Quicker ways for some things',
    topics: [
      'A listing that looks wrong or unsafe: use “Report this book” on its page, which goes straight to the moderators.',
      'Your own listings: edit, mark as sold or delete them in My Books.',
      'Your details, password, sign-ins and data, or deleting your account: your Profile page (the Privacy Policy says what deleting removes).',
    ],
  },
} as const;
