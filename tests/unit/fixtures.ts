/**
 * Plain content objects in the shapes the page queries return, for rendering components without
 * Gatsby. Deliberately different from data/ so tests show that components render what they are given.
 */

export const site: Queries.SiteChromeFragment = {
  firmName: "Test Ledger",
  description: "A test firm.",
  email: "team@test-ledger.example",
  areaServed: "Testland",
  language: "en",
  locale: "en_GB",
  skipLinkLabel: "Skip ahead",
  shareImageAlt: "Test share image",
  footer: {
    tagline: "Numbers you can trust.",
    servicesHeading: "What we do",
    services: ["Bookkeeping", "Tax"],
    contactHeading: "Write to us",
    socialIcons: ["linkedin", "x", "facebook"],
    copyright: "© 2024 Test Ledger.",
    legalNotices: ["Privacy Policy", "Terms of Service"],
  },
}

export const hero: Queries.HeroContentFragment = {
  headline: "The Future of Finance",
  subline: "A test subline.",
  ctaLabel: "Get Started Today",
  claims: [
    { value: "99.9%", label: "Accuracy" },
    { value: "10x", label: "Faster" },
  ],
}

export const services: Queries.ServicesContentFragment = {
  heading: "Services",
  intro: "What we offer.",
  groups: [
    {
      title: "For Businesses",
      cards: [
        { icon: "calculator", title: "Bookkeeping", description: "Books.", link: null },
        { icon: "file-text", title: "Tax Planning", description: "Taxes.", link: null },
      ],
    },
    {
      title: "For Individuals",
      cards: [
        {
          icon: "chart-line",
          title: "Wealth Strategy",
          description: "Wealth.",
          link: { label: "Learn More", to: "/financial-advisory" },
        },
        { icon: "wallet", title: "Budgeting", description: "Budgets.", link: null },
      ],
    },
  ],
}

export const steps: Queries.StepsContentFragment = {
  heading: "How It Works",
  intro: "Three steps.",
  steps: [
    { icon: "plug", title: "Connect", description: "Link accounts." },
    { icon: "cpu", title: "Automate", description: "We automate." },
    { icon: "rocket", title: "Grow", description: "You grow." },
  ],
}

export const testimonials: Queries.TestimonialsContentFragment = {
  heading: "Client Success Stories",
  intro: "What clients say.",
  ratingLabel: "{rating} out of 5 stars",
  items: [
    { quote: "Great work.", name: "Ada Lovelace", role: "Analyst", rating: 5 },
    { quote: "Solid.", name: "Alan Turing", role: "Engineer", rating: 4 },
  ],
}

export const contact: Queries.ContactContentFragment = {
  heading: "Get in Touch",
  intro: "We answer within {replyTime}.",
  replyTime: "2 days",
  emailCard: { icon: "mail", title: "Email Us" },
  scheduleCard: { icon: "calendar-check", title: "Schedule a Call", text: "Book Your Free Consultation" },
  servingCard: { icon: "map-pin", title: "Serving", text: "Businesses & Individuals nationwide" },
  form: {
    heading: "Send Us a Message",
    nameLabel: "Name",
    namePlaceholder: "Your name",
    emailLabel: "Email",
    emailPlaceholder: "you@example.com",
    messageLabel: "Message",
    messagePlaceholder: "How can we help?",
    submitLabel: "Send Message",
    sendingLabel: "Sending...",
    noScriptNote: "Without JavaScript, write to {email}.",
  },
  privacyNotice: { heading: "Privacy", text: "We keep your message for a year." },
  delivery: "simulated",
  sendDelayMs: 1000,
  notices: {
    success: { title: "Message Sent!", description: "We'll reply within {replyTime}." },
    failure: { title: "Error", description: "There was a problem sending your message. Please try again." },
  },
}

export const notFound: Queries.NotFoundContentFragment = {
  code: "404",
  heading: "Oops! Page not found",
  message: "Nothing here.",
  homeLink: { label: "Return to Home", to: "/" },
}

export const pageSeo: Queries.PageSeoFieldsFragment = { title: "Test page", description: "A page for tests." }

export const siteUrl = "https://www.test-ledger.example"
