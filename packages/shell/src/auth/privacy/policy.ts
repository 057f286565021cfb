import type { ProviderKind } from '@upclub/shared/providers';

/** The privacy policy text: one entry per section, paragraphs or bullet lists. */
export interface PolicySection {
  title: string;
  paragraphs?: string[];
  bullets?: string[];
}

export const POLICY_UPDATED = 'Last updated: November 2026';

export const POLICY_INTRO =
  'UpClub is an app designed to share music with friends. This policy explains what we collect when you use the UpClub web app, why, and the choices you have.';

/**
 * The two sections that depend on where the music comes from: the streaming account, and what the
 * browser keeps. On Spotify the tokens stay in the browser; on a music server UpClub's API keeps
 * the credential (packages/api/src/providers/opensubsonic, docs/providers.md "credentials").
 */
const PROVIDER_SECTIONS: Record<ProviderKind, PolicySection[]> = {
  spotify: [
    {
      title: 'Your Spotify connection',
      paragraphs: [
        'To play and post music, UpClub connects to your Spotify account with your permission. We ask only for the access the app needs: playback, your library and playlists, and your account email.',
        'The tokens that grant this access stay in your browser. The long-lived refresh token is kept encrypted in your browser’s storage, together with your username, and the short-lived access token is kept only in memory. They are not sent to UpClub’s servers.',
        'When you post a song, our servers look up its public details (name, artists, album art) once so that feeds load quickly.',
        'You can withdraw UpClub’s access at any time in your Spotify account settings.',
      ],
    },
    {
      title: 'What your browser keeps',
      paragraphs: [
        'UpClub stores a few values in your browser so the app works: your sign-in token, your recent searches, your player settings (volume, repeat and shuffle) and the encrypted Spotify access described above. We do not use advertising cookies or third-party trackers. Signing out removes your sign-in token from the browser.',
      ],
    },
  ],
  opensubsonic: [
    {
      title: 'Your music server connection',
      paragraphs: [
        'To play and post music, UpClub connects to your account on the music server this service uses, with the username and password, or the API key, that you give when you connect.',
        'Your browser never keeps that credential: UpClub’s servers do, so that they can search, play and star songs on your behalf. They keep your music server username and the strongest credential your server accepts: the API key, a token made from your password, or, only for servers that accept nothing else, the password itself. It is stored encrypted and never appears in logs or in the addresses your browser loads songs and cover art from.',
        'When you post a song, our servers look up its details (name, artists, album art) on the music server once so that feeds load quickly.',
        'You can unlink your music server account at any time in your profile settings, which deletes the credential we keep. Changing your password on the music server (or, if you connected with an API key, revoking that key) also ends UpClub’s access.',
      ],
    },
    {
      title: 'What your browser keeps',
      paragraphs: [
        'UpClub stores a few values in your browser so the app works: your sign-in token, your recent searches and your player settings (volume, repeat and shuffle). Your music server credential is never stored there. We do not use advertising cookies or third-party trackers. Signing out removes your sign-in token from the browser.',
      ],
    },
  ],
};

/** The policy as shown on a deployment of `kind`. */
export const privacyPolicy = (kind: ProviderKind): PolicySection[] => [
  {
    title: 'What we collect',
    bullets: [
      'Account data: your username, first and last name, email address, password (stored only as a salted hash) and, if you give one, your mobile phone number.',
      'Profile data you choose to add: a profile picture, a short bio and social handles.',
      'What you share: posts (the song, your caption and mentions), comments and replies, likes, follows, clubs you create, follow or curate, and private messages.',
      'Notifications we create for you (comments, replies, follows, likes, mentions and club invitations) and whether you have read them.',
      'Basic technical data needed to run the service, such as server logs with IP addresses, kept for a short time to keep the service secure.',
    ],
  },
  ...PROVIDER_SECTIONS[kind],
  {
    title: 'How we use it',
    bullets: [
      'To run your account and show your posts, comments, likes and clubs to the people they are meant for.',
      'To deliver private messages only to the members of the conversation.',
      'To send you the emails you ask for, such as a password reset code or your forgotten username.',
      'To keep UpClub secure and to prevent abuse.',
      'To count aggregate usage (for example, the number of new posts per day) so our team can see how the app is doing.',
    ],
  },
  {
    title: 'What we never do',
    paragraphs: [
      'We do not sell your personal data, and we do not share it with advertisers. We share data only with the service providers that host UpClub and send its emails, under contracts that let them use it for that purpose only, or when the law requires it.',
    ],
  },
  {
    title: 'Who sees what',
    paragraphs: [
      'Your username, name, profile picture, posts, comments, likes, follows and clubs are visible to other UpClub users. Private messages are visible only to the people in the conversation. Your email address and phone number are never shown to other users.',
    ],
  },
  {
    title: 'How long we keep it',
    paragraphs: [
      'We keep your data while your account exists. When you ask us to delete your account, we delete your profile and your content within 30 days, except where the law requires us to keep a record for longer.',
    ],
  },
  {
    title: 'Your rights',
    paragraphs: [
      'You can see and change your profile at any time in the app. You can also ask us for a copy of your data, or to correct or delete it, by writing to the address below. If you live in the EU or the UK you may also complain to your data protection authority.',
    ],
  },
  {
    title: 'Children',
    paragraphs: ['UpClub is not meant for children under 13, and we do not knowingly collect their data.'],
  },
  {
    title: 'Changes and contact',
    paragraphs: [
      'If we change this policy in a way that matters, we will tell you in the app before the change applies.',
      'Questions or requests: privacy@upclub.app.',
    ],
  },
];
