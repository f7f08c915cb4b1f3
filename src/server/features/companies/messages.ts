import type { Locale } from '../../../shared/locales';
import { DomainError, type FieldErrors } from '../../errors';

/** The refusals of the companies back office, in the admin's language. */
export type CompanyRule = 'nameTaken' | 'emailTaken' | 'alreadyApproved' | 'notApplication' | 'unknownCountry' | 'unknownPricelist' | 'unknownAgreement' | 'ownCountryArea';

const MESSAGES: Record<Locale, Record<CompanyRule, string>> = {
  en: {
    nameTaken: 'A company with this name already exists.',
    emailTaken: 'An account with this e-mail address already exists.',
    alreadyApproved: 'This application has already been approved.',
    notApplication: 'Only a dealer application can be approved.',
    unknownCountry: 'Choose a country from the list.',
    unknownPricelist: 'Choose a price list from the list.',
    unknownAgreement: 'Choose the agreements from the list.',
    ownCountryArea: 'The company’s own country is covered already: leave it out of the areas.',
  },
  de: {
    nameTaken: 'Ein Unternehmen mit diesem Namen gibt es bereits.',
    emailTaken: 'Ein Konto mit dieser E-Mail-Adresse gibt es bereits.',
    alreadyApproved: 'Diese Bewerbung wurde bereits genehmigt.',
    notApplication: 'Nur eine Händlerbewerbung kann genehmigt werden.',
    unknownCountry: 'Wählen Sie ein Land aus der Liste.',
    unknownPricelist: 'Wählen Sie eine Preisliste aus der Liste.',
    unknownAgreement: 'Wählen Sie die Vereinbarungen aus der Liste.',
    ownCountryArea: 'Das eigene Land des Unternehmens ist bereits abgedeckt: Lassen Sie es bei den Gebieten weg.',
  },
  es: {
    nameTaken: 'Ya existe una empresa con este nombre.',
    emailTaken: 'Ya existe una cuenta con esta dirección de correo electrónico.',
    alreadyApproved: 'Esta solicitud ya se ha aprobado.',
    notApplication: 'Solo se puede aprobar una solicitud de distribuidor.',
    unknownCountry: 'Elija un país de la lista.',
    unknownPricelist: 'Elija una lista de precios de la lista.',
    unknownAgreement: 'Elija los acuerdos de la lista.',
    ownCountryArea: 'El país propio de la empresa ya está cubierto: no lo incluya en las zonas.',
  },
  fr: {
    nameTaken: 'Une société portant ce nom existe déjà.',
    emailTaken: 'Un compte avec cette adresse e-mail existe déjà.',
    alreadyApproved: 'Cette candidature a déjà été approuvée.',
    notApplication: 'Seule une candidature de revendeur peut être approuvée.',
    unknownCountry: 'Choisissez un pays dans la liste.',
    unknownPricelist: 'Choisissez une liste de prix dans la liste.',
    unknownAgreement: 'Choisissez les contrats dans la liste.',
    ownCountryArea: 'Le pays de la société est déjà couvert\u00a0: ne l’ajoutez pas aux zones.',
  },
  nl: {
    nameTaken: 'Er bestaat al een bedrijf met deze naam.',
    emailTaken: 'Er bestaat al een account met dit e-mailadres.',
    alreadyApproved: 'Deze aanvraag is al goedgekeurd.',
    notApplication: 'Alleen een dealeraanvraag kan worden goedgekeurd.',
    unknownCountry: 'Kies een land uit de lijst.',
    unknownPricelist: 'Kies een prijslijst uit de lijst.',
    unknownAgreement: 'Kies de overeenkomsten uit de lijst.',
    ownCountryArea: 'Het eigen land van het bedrijf is al gedekt: laat het weg bij de gebieden.',
  },
  pt: {
    nameTaken: 'Já existe uma empresa com este nome.',
    emailTaken: 'Já existe uma conta com este endereço de e-mail.',
    alreadyApproved: 'Esta candidatura já foi aprovada.',
    notApplication: 'Só é possível aprovar uma candidatura a revendedor.',
    unknownCountry: 'Escolha um país da lista.',
    unknownPricelist: 'Escolha uma tabela de preços da lista.',
    unknownAgreement: 'Escolha os acordos da lista.',
    ownCountryArea: 'O país da própria empresa já está abrangido: não o inclua nas áreas.',
  },
};

export const companyMessage = (rule: CompanyRule, locale: Locale) => MESSAGES[locale][rule];

/** 409 naming the field that collides (the form shows it under that field). */
export const companyConflict = (rule: CompanyRule, field: string, locale: Locale) =>
  new DomainError(409, companyMessage(rule, locale), { [field]: [companyMessage(rule, locale)] } satisfies FieldErrors);

/** 422 naming the field with a reference the database does not have. */
export const companyFieldError = (rule: CompanyRule, field: string, locale: Locale) =>
  new DomainError(422, companyMessage(rule, locale), { [field]: [companyMessage(rule, locale)] });
