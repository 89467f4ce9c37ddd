import type { BookCategory, BookCondition } from '../limits';

// The demo's books (./seed-demo.ts): ~65 listings in every category and condition, Nepali literature in Devanagari
// (issue 39), and real ISBNs on the editions that have one (issue 40), some listed more than once.

export type Kind = 'school' | 'college' | 'bachelor' | 'none';

/** name, category, condition, price, publication, edition, kind, grade */
export type DemoBook = [string, BookCategory, BookCondition, number, string | null, number | null, Kind, number | null];

export const BOOKS: DemoBook[] = [
  ['Science for Class 8', 'TEXTBOOK', 'GOOD', 180, 'Janak Shiksha Samagri Kendra', 3, 'school', 8],
  ['Compulsory Mathematics Grade 10', 'TEXTBOOK', 'LIKE NEW', 250, 'Ekta Books', 2, 'school', 10],
  ['English Reader Grade 5', 'TEXTBOOK', 'MODERATE', 90, 'Curriculum Development Centre', 1, 'school', 5],
  ['Social Studies Grade 7', 'TEXTBOOK', 'POOR', 0, 'Janak Shiksha Samagri Kendra', 1, 'school', 7],
  ['My First Nepali Book', 'TEXTBOOK', 'GOOD', 0, 'Sajha Prakashan', 4, 'school', 1],
  ['Optional Mathematics Grade 9', 'TEXTBOOK', 'GOOD', 220, 'Asmita Books', 5, 'school', 9],
  ['Health and Physical Education Grade 6', 'TEXTBOOK', 'MODERATE', 60, 'Curriculum Development Centre', 2, 'school', 6],
  ['Computer Science Grade 4', 'TEXTBOOK', 'LIKE NEW', 150, 'Vidyarthi Pustak Bhandar', 1, 'school', 4],
  ['Concepts of Physics Vol. 1', 'TEXTBOOK', 'GOOD', 450, 'Bharati Bhawan', 2, 'college', null],
  ['Organic Chemistry', 'TEXTBOOK', 'MODERATE', 900, 'Pearson', 7, 'college', null],
  ['Principles of Economics', 'TEXTBOOK', 'LIKE NEW', 1200, 'Cengage', 8, 'bachelor', null],
  ['Calculus: Early Transcendentals', 'TEXTBOOK', 'GOOD', 1500, 'Cengage', 8, 'bachelor', null],
  ['Introduction to Algorithms', 'TEXTBOOK', 'LIKE NEW', 2200, 'MIT Press', 3, 'bachelor', null],
  ['Fundamentals of Accounting', 'TEXTBOOK', 'POOR', 300, 'Buddha Publications', 4, 'bachelor', null],
  ['Biology for Grade 11', 'TEXTBOOK', 'GOOD', 380, 'Heritage Publishers', 2, 'college', null],
  ['Business Studies Grade 12', 'TEXTBOOK', 'MODERATE', 260, 'Asmita Books', 3, 'college', null],
  ['Engineering Mechanics', 'TEXTBOOK', 'GOOD', 700, 'Tata McGraw Hill', 4, 'bachelor', null],
  ['Microbiology: An Introduction', 'TEXTBOOK', 'LIKE NEW', 1100, 'Pearson', 12, 'bachelor', null],
  ['Oxford Advanced Learner’s Dictionary', 'REFERENCE', 'GOOD', 800, 'Oxford University Press', 9, 'none', null],
  ['नेपाली बृहत् शब्दकोश', 'REFERENCE', 'MODERATE', 650, 'नेपाल प्रज्ञा-प्रतिष्ठान', 6, 'none', null],
  ['Atlas of the World', 'REFERENCE', 'LIKE NEW', 950, 'Collins', 10, 'none', null],
  ['Encyclopedia of Science', 'REFERENCE', 'POOR', 0, 'Dorling Kindersley', 2, 'none', null],
  ['Roget’s Thesaurus', 'REFERENCE', 'GOOD', 400, 'Penguin', 3, 'none', null],
  ['Handbook of Mathematical Formulas', 'REFERENCE', 'GOOD', 200, 'Schaum', 5, 'none', null],
  ['Gray’s Anatomy for Students', 'REFERENCE', 'MODERATE', 2500, 'Elsevier', 4, 'none', null],
  ['The Chicago Manual of Style', 'REFERENCE', 'LIKE NEW', 1300, 'University of Chicago Press', 17, 'none', null],
  ['SEE Exam Guide: Science', 'GUIDEBOOK', 'GOOD', 220, 'Upahar Books', 1, 'school', 10],
  ['IOE Entrance Preparation', 'GUIDEBOOK', 'MODERATE', 500, 'Heritage Publishers', 3, 'none', null],
  ['MBBS Entrance Guide', 'GUIDEBOOK', 'GOOD', 650, 'Vidyarthi Pustak Bhandar', 2, 'none', null],
  ['Lok Sewa Aayog Preparation', 'GUIDEBOOK', 'LIKE NEW', 400, 'Asmita Books', 5, 'none', null],
  ['IELTS Cambridge Practice Tests 15', 'GUIDEBOOK', 'GOOD', 750, 'Cambridge University Press', 1, 'none', null],
  ['CMAT Complete Guide', 'GUIDEBOOK', 'POOR', 0, 'Buddha Publications', 2, 'none', null],
  ['GRE Verbal Workbook', 'GUIDEBOOK', 'MODERATE', 600, 'Kaplan', 4, 'none', null],
  ['Driving Licence Written Test Guide', 'GUIDEBOOK', 'GOOD', 120, 'Makalu Publication', 1, 'none', null],
  ['HC Verma Solutions', 'SOLUTION', 'GOOD', 300, 'Bharati Bhawan', 1, 'college', null],
  ['Grade 10 Mathematics Solutions', 'SOLUTION', 'MODERATE', 150, 'Ekta Books', 2, 'school', 10],
  ['RD Sharma Class 9 Solutions', 'SOLUTION', 'LIKE NEW', 280, 'Dhanpat Rai', 3, 'school', 9],
  ['Accountancy Solutions Grade 12', 'SOLUTION', 'POOR', 0, 'Asmita Books', 1, 'college', null],
  ['Irodov Problems Solved', 'SOLUTION', 'GOOD', 420, 'Arihant', 2, 'bachelor', null],
  ['Linear Algebra Solutions Manual', 'SOLUTION', 'MODERATE', 350, 'Wellesley-Cambridge', 5, 'bachelor', null],
  ['Palpasa Café', 'OTHER', 'GOOD', 350, 'Publication Nepa~laya', 1, 'none', null],
  ['सेतो धरती', 'OTHER', 'LIKE NEW', 400, 'फाइनप्रिन्ट', 2, 'none', null],
  ['मुनामदन', 'OTHER', 'MODERATE', 0, 'साझा प्रकाशन', 30, 'none', null],
  ['Harry Potter and the Philosopher’s Stone', 'OTHER', 'GOOD', 450, 'Bloomsbury', 1, 'none', null],
  ['The Alchemist', 'OTHER', 'POOR', 150, 'HarperCollins', 25, 'none', null],
  ['Sapiens: A Brief History of Humankind', 'OTHER', 'LIKE NEW', 900, 'Vintage', 1, 'none', null],
  ['The Little Prince', 'OTHER', 'GOOD', 0, 'Mariner Books', 1, 'none', null],
  ['Karnali Blues', 'OTHER', 'MODERATE', 300, 'FinePrint', 3, 'none', null],
  ['Summer Love', 'OTHER', 'GOOD', 280, 'FinePrint', 4, 'none', null],
  ['Atomic Habits', 'OTHER', 'LIKE NEW', 700, 'Random House Business', 1, 'none', null],
  ['Wings of Fire', 'OTHER', 'GOOD', 250, 'Universities Press', 1, 'none', null],
  ['Children’s Picture Stories', 'OTHER', 'POOR', 0, null, null, 'none', null],
  ['राधा', 'OTHER', 'GOOD', 420, 'साङ्ग्रिला बुक्स', 2, 'none', null],
  ['The Diary of a Young Girl', 'OTHER', 'MODERATE', 200, 'Penguin', 1, 'none', null],
  ['Physics Practical Notebook Grade 12', 'TEXTBOOK', 'POOR', 0, null, null, 'college', null],
  ['Data Structures Using C', 'TEXTBOOK', 'GOOD', 550, 'Oxford University Press', 2, 'bachelor', null],
  ['Nepal Law Reference', 'REFERENCE', 'MODERATE', 1000, 'Law Books Management Board', 3, 'none', null],
  ['Class 3 Mathematics Workbook', 'TEXTBOOK', 'LIKE NEW', 80, 'Ekta Books', 1, 'school', 3],
  ['Statistics Guide for BBS', 'GUIDEBOOK', 'GOOD', 320, 'Buddha Publications', 2, 'bachelor', null],
  ['Chemistry Numericals Solved', 'SOLUTION', 'GOOD', 260, 'Heritage Publishers', 1, 'college', null],
  ['शिरीषको फूल', 'OTHER', 'GOOD', 250, 'साझा प्रकाशन', 12, 'none', null],
  ['सुलोचना', 'OTHER', 'MODERATE', 150, 'साझा प्रकाशन', 8, 'none', null],
  // More copies of editions listed above, from other sellers: the same ISBN, so a book page counts the copies
  // nearby, Browse lists them by ISBN and Sell fills a new listing of the edition from them.
  ['Concepts of Physics Vol. 1', 'TEXTBOOK', 'MODERATE', 380, 'Bharati Bhawan', 2, 'college', null],
  ['Concepts of Physics Vol. 1', 'TEXTBOOK', 'LIKE NEW', 520, 'Bharati Bhawan', 2, 'college', null],
  ['Introduction to Algorithms', 'TEXTBOOK', 'GOOD', 1800, 'MIT Press', 3, 'bachelor', null],
  ['Harry Potter and the Philosopher’s Stone', 'OTHER', 'MODERATE', 300, 'Bloomsbury', 1, 'none', null],
  ['Oxford Advanced Learner’s Dictionary', 'REFERENCE', 'LIKE NEW', 950, 'Oxford University Press', 9, 'none', null],
];

/** Who wrote the demo books that have a known author (the others, like most school books, have none). */
export const DEMO_AUTHORS: Record<string, string> = {
  'Concepts of Physics Vol. 1': 'H. C. Verma',
  'Organic Chemistry': 'Paula Yurkanis Bruice',
  'Principles of Economics': 'N. Gregory Mankiw',
  'Calculus: Early Transcendentals': 'James Stewart',
  'Introduction to Algorithms': 'Thomas H. Cormen',
  'Microbiology: An Introduction': 'Gerard J. Tortora',
  'Gray’s Anatomy for Students': 'Richard Drake',
  'Irodov Problems Solved': 'I. E. Irodov',
  'Data Structures Using C': 'Reema Thareja',
  'Palpasa Café': 'Narayan Wagle',
  'सेतो धरती': 'अमर न्यौपाने',
  मुनामदन: 'लक्ष्मीप्रसाद देवकोटा',
  सुलोचना: 'लक्ष्मीप्रसाद देवकोटा',
  'शिरीषको फूल': 'पारिजात',
  'Harry Potter and the Philosopher’s Stone': 'J. K. Rowling',
  'The Alchemist': 'Paulo Coelho',
  'Sapiens: A Brief History of Humankind': 'Yuval Noah Harari',
  'The Little Prince': 'Antoine de Saint-Exupéry',
  'Karnali Blues': 'Buddhisagar',
  'Summer Love': 'Subin Bhattarai',
  'Atomic Habits': 'James Clear',
  'Wings of Fire': 'A. P. J. Abdul Kalam',
  राधा: 'कृष्ण धरावासी',
  'The Diary of a Young Girl': 'Anne Frank',
};

/**
 * The ISBN-13 of the editions listed (publisher and edition as in BOOKS), written with hyphens to be read; stored as
 * the 13 digits. School books of Nepal's curriculum and the Nepali titles have none here: we know none for certain.
 */
export const DEMO_ISBNS: Record<string, string> = {
  'Concepts of Physics Vol. 1': '978-81-7709-187-8',
  'Organic Chemistry': '978-0-321-80322-1',
  'Principles of Economics': '978-1-305-58512-6',
  'Calculus: Early Transcendentals': '978-1-285-74155-0',
  'Introduction to Algorithms': '978-0-262-03384-8',
  'Microbiology: An Introduction': '978-0-321-92915-0',
  'Oxford Advanced Learner’s Dictionary': '978-0-19-479879-2',
  'Gray’s Anatomy for Students': '978-0-323-39304-1',
  'The Chicago Manual of Style': '978-0-226-28705-8',
  'Data Structures Using C': '978-0-19-809930-7',
  'Harry Potter and the Philosopher’s Stone': '978-0-7475-3269-9',
  'The Alchemist': '978-0-06-231500-7',
  'Sapiens: A Brief History of Humankind': '978-0-09-959008-8',
  'The Little Prince': '978-0-15-601219-5',
  'Atomic Habits': '978-1-84794-183-1',
  'Wings of Fire': '978-81-7371-146-6',
  'The Diary of a Young Girl': '978-0-14-131518-8',
};

/** The stored form of the demo book `name`'s ISBN: its 13 digits, or null when it has none. */
export function demoIsbn(name: string): string | null {
  return DEMO_ISBNS[name]?.replace(/-/g, '') ?? null;
}

export const DESCRIPTIONS = [
  'Clean copy with no missing pages. Pick up near my place or we can meet somewhere central.',
  'A few pencil notes in the margins, otherwise in good shape.',
  'Cover slightly worn, binding is fine. Happy to hand it to someone who needs it.',
  'Used for one year only. All pages intact and readable.',
  'Some highlighting in the first chapters. Great for exam preparation.',
];
