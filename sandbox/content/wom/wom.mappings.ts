import type { MappingStrings, TranslationStrings } from '../content-pack.types';

const DE: TranslationStrings = {
  'meta.title': 'WOM – Training, Ernährung und Gesundheit',
  'meta.description': 'Trainingspläne, Übungen, Rezepte und Gesundheitswissen von WOM.',
  'notfound.title': 'Seite nicht gefunden',
  'notfound.description':
    'Die Seite gibt es nicht mehr, oder die Adresse ist falsch geschrieben. Versuche es mit der Suche.',
  'error.title': 'Ein Fehler ist aufgetreten',
  'error.description':
    'Wir können die Seite gerade nicht anzeigen. Bitte versuche es gleich noch einmal.',
  'search.title': 'Suche',
  'search.placeholder': 'Artikel und Rezepte suchen',
  'search.no_results': 'Keine Ergebnisse für {query}',
  'search.facet.category': 'Kategorie',
  'teaser_list.load_more': 'Mehr anzeigen',
  'teaser_list.load_previous': 'Frühere anzeigen',
  'article.published': 'Veröffentlicht am {date}',
  'article.updated': 'Aktualisiert am {date}',
  'article.reading_time': '{minutes} Min. Lesezeit',
  'article.by': 'Von {name}',
  'recipe.time': 'Zeit',
  'recipe.energy': 'Energie',
  'favourite.add': 'Artikel merken',
  'favourite.remove': 'Aus der Merkliste entfernen',
  'menu.open': 'Menü öffnen',
  'menu.close': 'Menü schließen',
  'signup.credentials_form.email_error': 'Bitte gib eine gültige E-Mail-Adresse ein.',
  'signup.credentials_form.password_help': 'Das Passwort muss mindestens 6 Zeichen lang sein.',
  'signup.credentials_form.email_in_use': 'Mit dieser E-Mail-Adresse gibt es bereits ein Konto.',
  'signup.credentials_form.double_password': 'Die Passwörter stimmen nicht überein.',
  'signup.credentials_form.signup_error':
    'Die Registrierung ist fehlgeschlagen. Bitte versuche es erneut.',
  'views.base.login.submit_error': 'E-Mail-Adresse oder Passwort ist falsch.',
  'password_reset.form.email_error': 'Wir finden kein Konto mit dieser E-Mail-Adresse.',
  'password_reset.form.verification_code_expired':
    'Der Code ist abgelaufen oder falsch. Fordere einen neuen an.',
  'fields.prevent-image-download': 'Die Bilder sind urheberrechtlich geschützt.',
};

const EN: TranslationStrings = {
  'meta.title': 'WOM – training, food and health',
  'meta.description': 'Training programmes, exercises, recipes and health advice from WOM.',
  'notfound.title': 'Page not found',
  'notfound.description':
    'The page no longer exists, or the address is misspelt. Try searching for what you are looking for.',
  'error.title': 'Something went wrong',
  'error.description': 'We could not show the page just now. Please try again in a moment.',
  'search.title': 'Search',
  'search.placeholder': 'Search articles and recipes',
  'search.no_results': 'No results for {query}',
  'search.facet.category': 'Category',
  'teaser_list.load_more': 'Show more',
  'teaser_list.load_previous': 'Show earlier',
  'article.published': 'Published {date}',
  'article.updated': 'Updated {date}',
  'article.reading_time': '{minutes} min read',
  'article.by': 'By {name}',
  'recipe.time': 'Time',
  'recipe.energy': 'Energy',
  'favourite.add': 'Save article',
  'favourite.remove': 'Remove from saved',
  'menu.open': 'Open menu',
  'menu.close': 'Close menu',
  'signup.credentials_form.email_error': 'Please enter a valid email address.',
  'signup.credentials_form.password_help': 'The password must be at least 6 characters long.',
  'signup.credentials_form.email_in_use': 'An account with this email address already exists.',
  'signup.credentials_form.double_password': 'The passwords do not match.',
  'signup.credentials_form.signup_error': 'Sign-up failed. Please try again.',
  'views.base.login.submit_error': 'Wrong email or password.',
  'password_reset.form.email_error': 'We cannot find an account with that email address.',
  'password_reset.form.verification_code_expired':
    'The code has expired or is wrong. Ask for a new one.',
  'fields.prevent-image-download': 'The images are protected by copyright.',
};

/** WOM's German and English mappings (`app/translation-strings?lang=de|en`). */
export const WOM_MAPPINGS: MappingStrings = { de: DE, en: EN };
