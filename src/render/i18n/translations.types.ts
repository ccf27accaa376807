/**
 * The CLDR cardinal plural categories of the seven languages (`Intl.PluralRules`): Danish,
 * Swedish, Norwegian, Finnish, Dutch, German and English all use `one` and `other`. A language
 * with more (`few`, `many`) adds its categories here, and every plural key gets those forms.
 */
export const PLURAL_CATEGORIES = ['one', 'other'] as const;
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

/**
 * Strings with a form per plural category: `search.results_count.one` (`1 resultat`) and
 * `.other` (`2 resultater`). `t('search.results_count', { count })` takes the form of the count's
 * category in the site's language, then `other`, then a plain string under the key itself.
 */
export const PLURAL_KEYS = [
  'search.results_count',
  'teaser_list.loaded',
  'gallery.count',
  'time.seconds',
  'time.hours',
  'time.days',
  'admin.requests',
  'admin.end_sessions.done',
] as const;
export type PluralKey = (typeof PLURAL_KEYS)[number];

/** Every form of every plural key: the locale files must have them all. */
type PluralForms = Readonly<Record<`${PluralKey}.${PluralCategory}`, string>>;

/**
 * Every UI string the renderer uses. The site's `translation-strings` from the content API win;
 * these typed per-locale files are the fallback, so nothing renders as a bare key in our own UI.
 * One placeholder syntax: `{name}`.
 */
export interface Translations extends PluralForms {
  'nav.skip_to_content': string;
  'nav.main_menu': string;
  'nav.footer_menu': string;
  'article.food_plan_week': string;
  'preview.title': string;
  'preview.text': string;
  'nav.secondary_menu': string;
  'nav.home': string;
  'nav.breadcrumb': string;
  'nav.close_menu': string;
  'nav.menu': string;
  'footer.copyright': string;
  'search.title': string;
  'search.label': string;
  'search.placeholder': string;
  'search.submit': string;
  'search.no_results': string;
  'search.no_results_hint': string;
  'search.empty': string;
  'pagination.previous': string;
  'pagination.next': string;
  'pagination.page_of': string;
  'teaser_list.load_more': string;
  'teaser_list.loading': string;
  'teaser_list.no_more': string;
  'teaser_list.load_error': string;
  'teaser_list.show_earlier': string;
  'teaser_list.see_all': string;
  'teaser_list.slider': string;
  'teaser_list.slide_bullet': string;
  'teaser.video': string;
  'teaser.time': string;
  'teaser.sponsored': string;
  /** The name of the teasers a series or collection teaser gathers (`Teaser.teasers`). */
  'teaser.includes': string;
  'article.by': string;
  'article.published': string;
  'article.updated': string;
  /** When the editors featured the article (`Article.featuredAt`). */
  'article.featured': string;
  'article.reading_time': string;
  'article.tags': string;
  'article.faq': string;
  /** Heading of the content-marketing teasers after an article. */
  'article.sponsored_title': string;
  /** Accessible name of that section: it is sponsored, not editorial. */
  'article.sponsored_label': string;
  /** Heading of the other articles of the site an article ends with (after its body or paywall). */
  'article.read_next': string;
  'banner.label': string;
  'fields.prevent-image-download': string;
  'listing.subcategories': string;
  'listing.latest': string;
  'listing.empty': string;
  /** A tag page's title (`Emne: {name}`), never the same as a category's. */
  'listing.tag_title': string;
  /** An author page's title when the author has no role of their own (`{name}, skribent`). */
  'listing.author_title': string;
  /** After a listing's title on page 2 on (`– side {page}`). */
  'listing.page_suffix': string;
  /** Before a listing's description on page 2 on (`Side {page}:`). */
  'listing.page_description_prefix': string;
  /** A category or tag page's description without a text of its own (`{name}`, `{brand}`). */
  'listing.topic_description': string;
  /** An author page's description without a biography (`{name}`, `{brand}`). */
  'listing.author_description': string;
  'notfound.title': string;
  'notfound.description': string;
  'notfound.popular': string;
  'error.title': string;
  'error.description': string;
  'error.details': string;
  'error.home': string;
  /** The static 503 page of an overloaded process (src/adapters/http/overload.plugin.ts). */
  'overload.title': string;
  'overload.heading': string;
  'overload.text': string;
  'account.profile.title': string;
  'account.profile.text': string;
  'account.favourites.title': string;
  'account.favourites.text': string;
  'account.settings.title': string;
  'account.settings.text': string;
  'account.sign-in.title': string;
  'account.sign-in.text': string;
  'account.sign-up.title': string;
  'account.sign-up.text': string;
  'account.forgot-password.title': string;
  'account.forgot-password.text': string;
  'account.new-password.title': string;
  'account.new-password.text': string;
  'signup.credentials_form.email_error': string;
  'signup.credentials_form.password_help': string;
  'signup.credentials_form.email_in_use': string;
  'signup.credentials_form.double_password': string;
  'signup.credentials_form.signup_error': string;
  'password_reset.form.verification_code_expired': string;
  'password_reset.form.email_error': string;
  'views.base.login.submit_error': string;
  'form.email': string;
  'form.password': string;
  'form.password_repeat': string;
  'form.given_name': string;
  'form.code': string;
  'form.new_password': string;
  'form.show_password': string;
  'form.hide_password': string;
  'form.submit_sign_in': string;
  'form.submit_sign_up': string;
  'form.submit_confirm': string;
  'form.submit_send_code': string;
  'form.submit_new_password': string;
  'form.sign_out': string;
  'form.forgot_link': string;
  'form.sign_up_link': string;
  'form.sign_in_link': string;
  'form.too_many_attempts': string;
  'form.expired': string;
  'form.try_again_later': string;
  'form.confirm_sent': string;
  /** The account exists, but the brand's sign-up endpoint did not take it. */
  'form.confirm_sent_signup_failed': string;
  'form.confirmed': string;
  'form.reset_done': string;
  'form.code_sent': string;
  'profile.email': string;
  'profile.name': string;
  'profile.postal_code': string;
  'profile.subscription_number': string;
  'profile.status': string;
  'profile.status_subscriber': string;
  'profile.status_just_register': string;
  'favourites.empty': string;
  'favourites.add': string;
  'favourites.remove': string;
  /** The message after a heart saved an article (a live message, or shown after the form's redirect). */
  'favourites.added': string;
  /** The message after a heart removed an article. */
  'favourites.removed': string;
  /** The notice on the sign-in page when a signed-out reader pressed a heart. */
  'favourites.sign_in': string;
  'paywall.title': string;
  'paywall.text': string;
  'paywall.sign_in': string;
  'paywall.upgrade': string;
  'paywall.upgrade_text': string;
  'paywall.upgrade_title': string;
  'paywall.subscribe': string;
  'account.menu.settings': string;
  'account.menu.favourites': string;
  'account.menu.title': string;
  'account.menu.label': string;
  'account.menu.sign_in': string;
  'admin.forbidden': string;
  'admin.health': string;
  'admin.upstreams': string;
  'admin.latency': string;
  'admin.status': string;
  'admin.cache_hit_ratio': string;
  'admin.events': string;
  'admin.no_events': string;
  'admin.no_events_hint': string;
  'admin.purge': string;
  'admin.purged': string;
  'admin.end_sessions': string;
  'admin.end_sessions.email': string;
  'admin.end_sessions.submit': string;
  'admin.end_sessions.missing': string;
  'admin.title': string;
  'admin.menu': string;
  'admin.overview': string;
  'admin.back_to_site': string;
  'admin.summary': string;
  'admin.brand': string;
  'admin.market': string;
  'admin.locale': string;
  'admin.domain': string;
  'test_page.title': string;
  'test_page.card': string;
  'test_page.list': string;
  'site_index.title': string;
  'site_index.description': string;
  'teaser_list.first_page': string;
  'teaser.energy': string;
  'teaser.level': string;
  'teaser.duration': string;
  'teaser.commercial': string;
  'recipe.ingredients': string;
  'recipe.instructions': string;
  'recipe.nutrients': string;
  'recipe.tip': string;
  'recipe.preparation_time': string;
  'recipe.cooking_time': string;
  'recipe.total_time': string;
  'recipe.servings': string;
  'nutrient.Energy': string;
  'nutrient.Protein': string;
  'nutrient.Fat': string;
  'nutrient.Carbohydrate': string;
  'nutrient.Fiber': string;
  'product.rating': string;
  'product.pros': string;
  'product.cons': string;
  'product.price': string;
  'video.chapters': string;
  'video.play': string;
  /** Accessible name of the play button over a video's poster when the video has no name. */
  'video.play_unnamed': string;
  'gallery.label': string;
  'file.download': string;
  'hotspot.spot': string;
  'paragraph_list.video': string;
  'embed.title': string;
  'embed.open': string;
  'embed.consent': string;
  'audio.label': string;
  'audio.play': string;
  'multimedia.blueprint': string;
  'multimedia.3d': string;
  'multimedia.open_3d': string;
  'chapters.summary': string;
  'guide.difficulty': string;
  'guide.time_required': string;
  'guide.price': string;
  'video.duration': string;
  'newsletter.title': string;
  'calculator.title': string;
  'material_guide.title': string;
  'related.title': string;
  'widget.locked': string;
  'search.filters': string;
  'search.type.default': string;
  'search.type.recipe': string;
  'search.type.exercise_video': string;
  'search.type.workout_video': string;
  'search.type.food_plan': string;
  'search.editorial_type.article': string;
  'search.editorial_type.guide': string;
  'search.editorial_type.review': string;
  'search.editorial_type.contest': string;
  'search.editorial_type.video': string;
  'search.editorial_type.news': string;
  'search.editorial_type.e_book': string;
  'search.editorial_type.software': string;
  'newsletter.email_label': string;
  'newsletter.submit': string;
  'newsletter.sending': string;
  'newsletter.subscribed': string;
  'newsletter.already_subscribed': string;
  'newsletter.failed': string;
  'newsletter.invalid_email': string;
  'newsletter.confirm': string;
  'newsletter.back': string;
  'calculator.submit': string;
  'calculator.invalid': string;
  'calculator.result': string;
  'calculator.result_note': string;
  'calculator.back': string;
  'calculator.name.bmi': string;
  'calculator.name.calories': string;
  'calculator.name.resting_calories': string;
  'calculator.name.due_date': string;
  'calculator.name.fat_percentage': string;
  'calculator.name.pulse_rate': string;
  'calculator.name.protein': string;
  'calculator.name.calories_burned': string;
  'calculator.field.sex': string;
  'calculator.field.age': string;
  'calculator.field.weight': string;
  'calculator.field.height': string;
  'calculator.field.activity': string;
  'calculator.field.goal': string;
  'calculator.field.last_period': string;
  'calculator.field.neck': string;
  'calculator.field.waist': string;
  'calculator.field.hip': string;
  'calculator.field.exercise': string;
  'calculator.field.minutes': string;
  'calculator.option.female': string;
  'calculator.option.male': string;
  'calculator.option.sedentary': string;
  'calculator.option.light': string;
  'calculator.option.moderate': string;
  'calculator.option.high': string;
  'calculator.option.extreme': string;
  'calculator.option.rest': string;
  'calculator.option.active': string;
  'calculator.option.training': string;
  'calculator.option.muscle': string;
  'calculator.option.walking': string;
  'calculator.option.cycling': string;
  'calculator.option.running': string;
  'calculator.option.swimming': string;
  'calculator.option.strength': string;
  'calculator.option.yoga': string;
  'calculator.result.bmi': string;
  'calculator.result.bmi_category': string;
  'calculator.bmi.underweight': string;
  'calculator.bmi.normal': string;
  'calculator.bmi.overweight': string;
  'calculator.bmi.obese': string;
  'calculator.result.calories': string;
  'calculator.result.resting_calories': string;
  'calculator.result.due_date': string;
  'calculator.result.fat_percentage': string;
  'calculator.result.max_pulse': string;
  'calculator.result.zone_1': string;
  'calculator.result.zone_2': string;
  'calculator.result.zone_3': string;
  'calculator.result.zone_4': string;
  'calculator.result.zone_5': string;
  'calculator.result.protein': string;
  'calculator.result.calories_burned': string;
  'status.offline': string;
  /** Shown instead of hits when the search service failed (not the same as no results). */
  'search.unavailable': string;
  /** Facet names the search engine sends as keys; `SearchFacets` humanises unknown ones. */
  'search.facet.taxonomy_editorial_type': string;
  'search.facet.taxonomy_category': string;
  'search.facet.taxonomy_tag': string;
  'search.facet.taxonomy_meal': string;
  'search.facet.taxonomy_diet': string;
  'search.facet.post_type': string;
  'search.facet.type': string;
  /** Recipe units by code (`i18n/recipe-units.ts`); piece and pinch have a plural. */
  'unit.gram': string;
  'unit.kilogram': string;
  'unit.milligram': string;
  'unit.liter': string;
  'unit.deciliter': string;
  'unit.centiliter': string;
  'unit.milliliter': string;
  'unit.teaspoon': string;
  'unit.tablespoon': string;
  'unit.piece': string;
  'unit.pieces': string;
  'unit.pinch': string;
  'unit.pinches': string;
  'unit.kcal': string;
  'unit.kj': string;
  'nutrient.Sugar': string;
  'nutrient.SaturatedFat': string;
  'nutrient.Salt': string;
  'product.winner': string;
  'product.best_buy': string;
  'product.scores': string;
  'product.details': string;
  /** The text of an editor's link (commercial spot, SEO text) that has no title. */
  'link.read_more': string;
  /** Above the title of the article a pull quote on a page leads to. */
  'quote_teaser.from_article': string;
  /** The heading of a page's overview of its editors. */
  'author_overview.title': string;
  /** The name of a list of categories or tags on a page that has no title of its own. */
  'taxonomy_list.title': string;
  /** The label of a category's longer text below its teasers; `{name}` is the category. */
  'listing.about': string;
  'admin.shapes_dropped': string;
  'admin.no_shapes_dropped': string;
  'admin.shape.site': string;
  'admin.shape.resource': string;
  'admin.shape.field': string;
  'admin.shape.reason': string;
  'admin.shape.count': string;
  'admin.shape.last_seen': string;
  'consent.title': string;
  /** The consent dialog's explanation; `{brand}` is the brand name. */
  'consent.text': string;
  'consent.accept_all': string;
  'consent.necessary_only': string;
  'consent.settings': string;
  'consent.save': string;
  'consent.close': string;
  'consent.always_on': string;
  'consent.necessary.title': string;
  'consent.necessary.text': string;
  'consent.statistics.title': string;
  'consent.statistics.text': string;
  'consent.marketing.title': string;
  'consent.marketing.text': string;
  'consent.personalisation.title': string;
  'consent.personalisation.text': string;
  'consent.no_script': string;
  'consent.saved': string;
  'footer.cookie_settings': string;
  'footer.privacy': string;
  /** Where the footer's privacy link goes: the site's privacy and cookie policy page. */
  'footer.privacy_href': string;
  'footer.links': string;
  'nav.legal_menu': string;
  /** The text alternative of a house ad in a banner slot; `{brand}` is the brand name. */
  'banner.house_ad': string;
  /** `45 min`, the minutes of a duration (`1 time 45 min`, `time-units.ts`). */
  'time.minutes_short': string;
  /** The slider's buttons (`client/slider` reads them from the server's HTML). */
  'teaser_list.previous': string;
  'teaser_list.next': string;
  /** The loading bar's accessible name (`client/browser/loading-bar.ts`). */
  'status.loading': string;
  /** The admin dashboard's rows, breaker states and operator events. */
  'admin.service': string;
  'admin.health.site': string;
  'admin.health.uptime': string;
  'admin.health.memory': string;
  'admin.health.runtime': string;
  'admin.health.sites_served': string;
  /** The content API's root (WordPress index) as the overview found it: its name, or silence. */
  'admin.health.content_api': string;
  'admin.content_api.answers': string;
  'admin.content_api.silent': string;
  'admin.health.shared_cache': string;
  'admin.shared_cache.on': string;
  'admin.shared_cache.off': string;
  'admin.breaker.closed': string;
  'admin.breaker.half-open': string;
  'admin.breaker.open': string;
  'admin.event.CachePurged': string;
  'admin.event.UpstreamFailed': string;
  'admin.event.UpstreamRecovered': string;
  'admin.event.BreakerStateChanged': string;
  'admin.event.SignInFailed': string;
  /** Beats per minute, the pulse calculator's unit. */
  'calculator.unit.bpm': string;
  /** What the slider says when a button meets an end, and each slide's position (`{index} af {total}`). */
  'teaser_list.first_slide': string;
  'teaser_list.last_slide': string;
  'teaser_list.slide_label': string;
  /** Upstream services by the id their client is made with (`ID.upstream(...)`), for the admin overview. */
  'admin.upstream.content-api': string;
  'admin.upstream.subscription': string;
  'admin.upstream.favourites': string;
  'admin.upstream.newsletter': string;
  'admin.upstream.materials': string;
  'admin.upstream.content-marketing': string;
  'admin.upstream.video-provider': string;
  'admin.upstream.identity': string;
  'admin.upstream.signup': string;
  'admin.upstream.search': string;
}

export type TranslationKey = keyof Translations;
