import { defineRampElements } from 'naira-ramp/elements';

// Importing the entry defines both elements; a page whose registry is not ready then defines them later.
defineRampElements();
document.body.insertAdjacentHTML('beforeend', '<naira-buy-ramp signer="/api/ramp"></naira-buy-ramp>');
