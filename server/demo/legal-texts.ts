/** The demo's legal documents (terms, privacy, about) in the Markdown subset of docs/api.md. */
import type { LegalType } from '../../src/contract';

export interface LegalText {
  type: LegalType;
  title: string;
  version: number;
  content: string;
}

export const LEGAL_TEXTS: readonly LegalText[] = [
  {
    type: 'terms',
    title: 'Terms of Service',
    version: 3,
    content: `# Terms of Service

These terms apply to everyone who uses the Diving marketplace: divers who book trips or buy products, and dive masters, dive centres and sellers who list them. By creating an account you accept them.

## 1. Who we are

The marketplace is run by Diving Marketplace S.L., Passeig de Joan de Borbó 42, 08003 Barcelona, Spain. We bring divers and dive professionals together; **we are not the organiser of the trips** listed on the platform. The contract for a trip is made between the diver and the dive master or centre that lists it.

## 2. Accounts

- You must be at least 18 years old to open an account.
- The details you give must be true and kept up to date.
- You are responsible for keeping your password secret. Tell us at once at [security@diving.test](mailto:security@diving.test) if you think someone else has used your account.

## 3. Dive masters and sellers

Dive masters must hold a current professional rating from a recognised agency and upload proof of it. We review every certification, trip and product before it is published, and we may refuse or remove a listing that breaks these terms. Our review is *not* a guarantee of the quality or safety of a trip.

Listings must:

1. describe the trip or product truthfully, with the operator's own photos;
2. include every mandatory fee in the price, or list it clearly;
3. state the minimum certification and experience required.

## 4. Safety

Diving carries risks. Divers must dive within the limits of their training and experience, follow the instructions of their guide, and hold dive accident insurance where the operator asks for it. Operators may refuse a diver who is not fit to dive.

## 5. Payments, cancellations and refunds

Prices are shown in the currency the seller chose. Payment is taken when a booking is confirmed. Unless the listing says otherwise, a trip cancelled by the diver more than 30 days before departure is refunded in full; a trip cancelled by the operator is always refunded in full.

## 6. Liability

We are liable for our own obligations under these terms. We are not liable for the acts of dive masters, centres or sellers, nor for events outside our reasonable control, such as weather, sea conditions or park closures.

## 7. Changes

We may change these terms. We will tell you by e-mail at least 30 days before a change takes effect; if you keep using the marketplace after that, the new terms apply.

These terms are governed by Spanish law. Consumers keep the protection of the law of the country where they live.`,
  },
  {
    type: 'privacy',
    title: 'Privacy Policy',
    version: 2,
    content: `# Privacy Policy

This policy explains what personal data the Diving marketplace collects, why, and what rights you have. The controller is Diving Marketplace S.L., Barcelona, Spain. You can reach our data protection officer at [privacy@diving.test](mailto:privacy@diving.test).

## What we collect

- **Account data**: name, e-mail address, phone number, country and password (stored only as a salted hash).
- **Professional data** for dive masters: agency, rating, card number and the document you upload.
- **Bookings and purchases**: what you booked or bought, when, and the amount.
- **Messages** you send us through the contact form.
- **Technical data**: the time of your last sign-in and the IP address of failed sign-in attempts, kept to protect your account.

## Why we use it

1. To run your account and the bookings you make (performance of a contract).
2. To check that dive masters are certified (our legitimate interest in a safe marketplace).
3. To answer your questions and complaints.
4. To meet legal obligations, such as keeping invoices.

We do **not** sell your data and we do not use it for advertising profiles.

## Who sees it

When you book a trip, the dive master receives your name, e-mail address and certification level. Our payment provider processes card details; we never see them. Review team members see the documents dive masters upload, and nothing more than their work needs.

## How long we keep it

Account data is kept while your account is open and deleted 12 months after you close it, except invoices, which the law requires us to keep for six years. Certification documents are deleted 30 days after a rejection that is not followed by a new submission.

## Your rights

You may ask for a copy of your data, its correction or deletion, or object to its use, by writing to [privacy@diving.test](mailto:privacy@diving.test). You may also complain to the Spanish data protection authority (AEPD) or to the authority of the country where you live.`,
  },
  {
    type: 'about',
    title: 'About us',
    version: 1,
    content: `# About Diving

We are divers who got tired of booking trips through a dozen websites, each with its own rules. **Diving** brings dive masters, dive centres and divers together in one place, from the Red Sea to the Coral Triangle.

## What we believe

- *Safety before sales.* Every dive master is checked before they can list a trip.
- *Honest listings.* Prices include the fees that matter; photos are real.
- *Respect for the sea.* We work with operators who follow marine park rules and brief their divers on them.

## The team

We are a small team based in Barcelona, with reviewers in Cairo, Cebu and Cancún so that listings wait less wherever you are. Between us we speak English, Spanish, Arabic, Mandarin, Tagalog and French, and we have logged dives on every continent.

## Work with us

Are you a dive master or run a centre? Create an account, upload your certification and list your first trip; our team reviews it within two working days. Write to [partners@diving.test](mailto:partners@diving.test) if you have any questions.`,
  },
];
