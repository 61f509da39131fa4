import { COMPANY } from '@/lib/company';
import type { ContentSection } from './types';

export const ISO_INTRO = `${COMPANY.legalName} runs an Integrated Management System that brings information security and service quality under one policy, approved by top management and reviewed every year.`;

export const ISO_SECTIONS: readonly ContentSection[] = [
  {
    id: 'information-security',
    title: 'Information security (ISO/IEC 27001)',
    content: ['We protect the confidentiality, integrity and availability of customer and company information. We commit to:'],
    bullets: [
      'assess information security risks regularly and treat them with proportionate controls;',
      'give access to personal and payment-related data only to people who need it;',
      'keep card data out of our systems by using certified payment processors;',
      'train every employee on security and report and learn from incidents;',
      'meet Nigerian data protection law and our contractual obligations.',
    ],
  },
  {
    id: 'quality',
    title: 'Quality (ISO 9001)',
    content: ['We aim to meet and exceed customer expectations on every trip. We commit to:'],
    bullets: [
      'set measurable objectives for punctuality, safety and customer satisfaction;',
      'listen to customer feedback and resolve complaints promptly;',
      'maintain our fleet and terminals to a consistent standard;',
      'work with suppliers who share our quality standards;',
      'continually improve our processes, products and services.',
    ],
  },
  {
    id: 'review',
    title: 'Communication and review',
    content: [
      'This policy is communicated to all staff and is available to the public. Management reviews it and the objectives that follow from it at least once a year.',
    ],
  },
];
