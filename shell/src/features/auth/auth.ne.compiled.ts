// Compiled from auth-catalogue.ts by platform/build/compile-catalogue.ts (its key test rewrites it): never edited by hand.
import type { CompiledMessages } from '@booknook/platform';

const compiled: CompiledMessages = {
  '← Back to Sign In': '← साइन इनमा फर्कनुहोस्',
  'Ask again': 'फेरि माग्नुहोस्',
  Email: 'इमेल',
  'Something went wrong. Please try again.': 'केही गलत भयो। फेरि प्रयास गर्नुहोस्।',
  'Enter the email address of your account. We will send it a link to choose a new password.':
    'आफ्नो खाताको इमेल ठेगाना लेख्नुहोस्। नयाँ पासवर्ड छान्ने लिङ्क हामी त्यहाँ पठाउनेछौं।',
  'No email after a few minutes? Look in your spam folder, or ask again.': 'केही मिनेटसम्म इमेल आएन? स्प्याम फोल्डर हेर्नुहोस्, वा फेरि माग्नुहोस्।',
  'Check your email': 'आफ्नो इमेल हेर्नुहोस्',
  'Send the link': 'लिङ्क पठाउनुहोस्',
  'Forgot your password?': 'पासवर्ड बिर्सनुभयो?',
  'Forgot password?': 'पासवर्ड बिर्सनुभयो?',
  Hide: 'लुकाउनुहोस्',
  'Hide password': 'पासवर्ड लुकाउनुहोस्',
  'Invalid email address.': 'इमेल ठेगाना मिलेन।',
  "Don't have an account?": 'खाता छैन?',
  Password: 'पासवर्ड',
  'Password must be at least 8 characters.': 'पासवर्डमा कम्तीमा ८ अक्षर हुनुपर्छ।',
  Register: 'दर्ता',
  Show: 'देखाउनुहोस्',
  'Show password': 'पासवर्ड देखाउनुहोस्',
  'Sign In': 'साइन इन',
  'An unexpected error occurred. Please try again.': 'अनपेक्षित त्रुटि भयो। फेरि प्रयास गर्नुहोस्।',
  'Checking availability…': 'उपलब्धता जाँच्दै…',
  'Failed to register.': 'दर्ता हुन सकेन।',
  'First name': 'पहिलो नाम',
  'Already have an account?': 'पहिले नै खाता छ?',
  'Hide my number from members': 'मेरो नम्बर सदस्यहरूबाट लुकाउनुहोस्',
  'Members who want to reach you about a book then see your email address only.':
    'किताबबारे सम्पर्क गर्न चाहने सदस्यहरूले त्यसपछि तपाईंको इमेल ठेगाना मात्र देख्छन्।',
  'Invalid email address': 'इमेल ठेगाना मिलेन',
  'Last name': 'थर',
  Location: 'स्थान',
  'Your neighbourhood or city, shown to buyers on your listings.': 'तपाईंको छिमेक वा सहर, तपाईंका किताबहरूमा क्रेताहरूलाई देखाइन्छ।',
  'Shown to signed-in members who ask for your contact details, so they can reach you about your books.':
    'तपाईंको सम्पर्क विवरण माग्ने साइन इन गरेका सदस्यहरूलाई देखाइन्छ, ताकि उनीहरूले तपाईंका किताबबारे सम्पर्क गर्न सकून्।',
  'Phone number': 'फोन नम्बर',
  'Several accounts were made from your network within the hour, so your browser is solving a short puzzle first. This takes a few seconds…':
    'एक घण्टाभित्र तपाईंको नेटवर्कबाट धेरै खाता बनाइए, त्यसैले तपाईंको ब्राउजरले पहिले एउटा सानो पजल हल गर्दैछ। यसमा केही सेकेन्ड लाग्छ…',
  'Create your account': 'आफ्नो खाता बनाउनुहोस्',
  Username: 'प्रयोगकर्ता नाम',
  'Username is available.': 'प्रयोगकर्ता नाम उपलब्ध छ।',
  'Something went wrong. Please try later.': 'केही गलत भयो। पछि प्रयास गर्नुहोस्।',
  'Username already exists': 'यो प्रयोगकर्ता नाम पहिले नै छ',
  'Username must be at least 3 characters': 'प्रयोगकर्ता नाममा कम्तीमा ३ अक्षर हुनुपर्छ',
  'Is the book still available? Keep it listed for another 60 days with one tap.': 'किताब अझै उपलब्ध छ? एक ट्यापमा अर्को ६० दिन सूचीमा राख्नुहोस्।',
  'This link is incomplete. Open the whole link from the email, or renew the listing from My Books.':
    'यो लिङ्क अधुरो छ। इमेलबाट पूरा लिङ्क खोल्नुहोस्, वा मेरा किताबहरूबाट सूची नवीकरण गर्नुहोस्।',
  'Go to My Books': 'मेरा किताबहरूमा जानुहोस्',
  'Still available': 'अझै उपलब्ध छ',
  'Keep your book listed': 'आफ्नो किताब सूचीमा राख्नुहोस्',
  'Ask for a new link': 'नयाँ लिङ्क माग्नुहोस्',
  'Your password has been changed. Sign in with your new password.': 'तपाईंको पासवर्ड बदलियो। नयाँ पासवर्डले साइन इन गर्नुहोस्।',
  'Your new password works everywhere at once: every device signed in to your account is signed out.':
    'तपाईंको नयाँ पासवर्ड एकैचोटि सबैतिर लागू हुन्छ: तपाईंको खातामा साइन इन भएका सबै यन्त्रहरू साइन आउट हुन्छन्।',
  'The two passwords are not the same.': 'दुई पासवर्ड मिलेनन्।',
  'This link is incomplete. Open the whole link from the email, or ask for a new one.':
    'यो लिङ्क अधुरो छ। इमेलबाट पूरा लिङ्क खोल्नुहोस्, वा नयाँ लिङ्क माग्नुहोस्।',
  'New password': 'नयाँ पासवर्ड',
  'At least 8 characters.': 'कम्तीमा ८ अक्षर।',
  'Repeat the new password': 'नयाँ पासवर्ड फेरि लेख्नुहोस्',
  'Save the new password': 'नयाँ पासवर्ड सुरक्षित गर्नुहोस्',
  'Choose a new password': 'नयाँ पासवर्ड छान्नुहोस्',
  'Stop getting this kind of email from BookNook. You can turn it back on from your Profile page at any time.':
    'BookNook बाट यस्तो इमेल आउन बन्द गर्नुहोस्। तपाईं जुनसुकै बेला प्रोफाइल पृष्ठबाट फेरि खोल्न सक्नुहुन्छ।',
  'This link is incomplete. Open the whole link from the email, or choose what mail you get on your Profile page.':
    'यो लिङ्क अधुरो छ। इमेलबाट पूरा लिङ्क खोल्नुहोस्, वा प्रोफाइल पृष्ठमा कुन इमेल आउने छान्नुहोस्।',
  'Choose what mail you get': 'कुन इमेल आउने छान्नुहोस्',
  'Stop these emails': 'यी इमेलहरू रोक्नुहोस्',
  'Browse books': 'किताबहरू हेर्नुहोस्',
  'Go to the home page': 'गृहपृष्ठमा जानुहोस्',
  'Confirm that this is your email address. Then you can see sellers’ contact details and write to them.':
    'यो तपाईंकै इमेल ठेगाना हो भनी पुष्टि गर्नुहोस्। त्यसपछि तपाईं बिक्रेताहरूको सम्पर्क विवरण हेर्न र उनीहरूलाई लेख्न सक्नुहुन्छ।',
  'This link is incomplete. Open the whole link from the email, or sign in and ask for a new one.':
    'यो लिङ्क अधुरो छ। इमेलबाट पूरा लिङ्क खोल्नुहोस्, वा साइन इन गरेर नयाँ माग्नुहोस्।',
  'Sign in': 'साइन इन',
  'Confirm my address': 'मेरो ठेगाना पुष्टि गर्नुहोस्',
  'Confirm your email address': 'आफ्नो इमेल ठेगाना पुष्टि गर्नुहोस्',
  'Signing you in…': 'साइन इन गराउँदै…',
  'Code from the email': 'इमेलको कोड',
  'Six digits. You can paste the whole code.': 'छ अङ्क। पूरै कोड टाँस्न सक्नुहुन्छ।',
  'Enter the 6 digits from the email.': 'इमेलका ६ अङ्क लेख्नुहोस्।',
  'We sent a 6-digit code to {email}. It works for 10 minutes; the email also has a link that signs you in.': [
    'हामीले ',
    ['email'],
    ' मा ६ अङ्कको कोड पठायौं। यो १० मिनेटसम्म चल्छ; इमेलमा तपाईंलाई साइन इन गराउने लिङ्क पनि छ।',
  ],
  'Continue with email': 'इमेलबाट अगाडि बढ्नुहोस्',
  'New here or back again: enter your email and we will send you a code. No password needed.':
    'नयाँ हुनुहुन्छ वा फेरि आउनुभयो: आफ्नो इमेल लेख्नुहोस्, हामी एउटा कोड पठाउनेछौं। पासवर्ड चाहिँदैन।',
  'Ask for a new code': 'नयाँ कोड माग्नुहोस्',
  'Tap to sign in on this device with the link from your email.': 'इमेलको लिङ्कले यो यन्त्रमा साइन इन गर्न ट्याप गर्नुहोस्।',
  'This link is incomplete. Open the whole link from the email, or ask for a new code.':
    'यो लिङ्क अधुरो छ। इमेलबाट पूरा लिङ्क खोल्नुहोस्, वा नयाँ कोड माग्नुहोस्।',
  'Welcome! Tell us your name to create your account.': 'स्वागत छ! खाता बनाउन आफ्नो नाम भन्नुहोस्।',
  'Continue to BookNook': 'BookNook मा अगाडि बढ्नुहोस्',
  'Your name': 'तपाईंको नाम',
  'New to BookNook? Tell us what to call you. Leave it empty if you already have an account.':
    'BookNook मा नयाँ? तपाईंलाई के भनेर बोलाउने भन्नुहोस्। पहिले नै खाता छ भने खाली छोड्नुहोस्।',
  'or sign in with your password': 'वा आफ्नो पासवर्डले साइन इन गर्नुहोस्',
  'Use another email': 'अर्को इमेल प्रयोग गर्नुहोस्',
  'Send a new code': 'नयाँ कोड पठाउनुहोस्',
  'Sending the code…': 'कोड पठाउँदै…',
  'We sent a new code. The old one no longer works.': 'हामीले नयाँ कोड पठायौं। पुरानो अब चल्दैन।',
  Continue: 'अगाडि बढ्नुहोस्',
  'Signing in with a passkey did not work. Try again, or continue with email.':
    'पासकीले साइन इन हुन सकेन। फेरि प्रयास गर्नुहोस्, वा इमेलबाट अगाडि बढ्नुहोस्।',
  'Sign in with a passkey': 'पासकीले साइन इन गर्नुहोस्',
  'Waiting for your passkey…': 'तपाईंको पासकी पर्खँदै…',
};
export default compiled;
