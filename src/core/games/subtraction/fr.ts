// French for subtraction games (this folder): the game, its reasons, picture and messages.
import { type Catalogue } from '../../l10n/fr/catalogue';

export const FR_SUBTRACTION: Catalogue = {
  'residues modulo {modulus}': 'restes modulo {modulus}',
  'period {period} from {preperiod}, certified by a repeated window':
    'période {period} à partir de {preperiod}, certifiée par une fenêtre répétée',
  'takes one set of amounts, such as {set} or {run}': 'prend un ensemble de quantités, comme {set} ou {run}',
  'takes {amount} from heap {heap}, but the amounts allowed are {set}':
    'prend {amount} dans le tas {heap}, mais les quantités permises sont {set}',
  'the Grundy values of {set} are not certified within the budget of {budget}':
    'les valeurs de Grundy de {set} ne sont pas certifiées dans les limites du budget de {budget}',
  'closed form: G(n) = (n mod {modulus}) div {lo}': 'formule close : G(n) = (n mod {modulus}) div {lo}',
  'the largest amount, {max}, is past {limit}, the largest for which a period is certified':
    'la plus grande quantité, {max}, dépasse {limit}, la plus grande pour laquelle une période est certifiée',
  'no period certified within the {count} values computed':
    'aucune période certifiée parmi les {count} valeurs calculées',
  'certified: two equal windows of {window} values (the largest amount) repeat':
    'certifiée : deux fenêtres égales de {window} valeurs (la plus grande quantité) se répètent',
  'Take {set} tokens from one heap.': 'Prenez {set} jetons dans un seul tas.',
  'A single heap that is a multiple of {p} is a loss.': 'Un tas seul multiple de {p} est une position perdante.',
  'Take {r} to leave a multiple of {p}.': 'Prenez {r} pour laisser un multiple de {p}.',
  'A single heap whose residue modulo {p} is 0 or 1 has Grundy value 0: a loss.':
    'Un tas seul dont le reste modulo {p} vaut 0 ou 1 a la valeur de Grundy 0 : position perdante.',
  'A single heap whose residue modulo {p} is 0 to {top} has Grundy value 0: a loss.':
    'Un tas seul dont le reste modulo {p} est compris entre 0 et {top} a la valeur de Grundy 0 : position perdante.',
  'Take {least} to leave a residue modulo {p} of 0 or 1 (Grundy value 0).':
    'Prenez {least} pour laisser un reste modulo {p} de 0 ou 1 (valeur de Grundy 0).',
  'Take {least} or {most} to leave a residue modulo {p} of 0 or 1 (Grundy value 0).':
    'Prenez {least} ou {most} pour laisser un reste modulo {p} de 0 ou 1 (valeur de Grundy 0).',
  'Take {least} to {most} to leave a residue modulo {p} of 0 or 1 (Grundy value 0).':
    'Prenez de {least} à {most} pour laisser un reste modulo {p} de 0 ou 1 (valeur de Grundy 0).',
  'Take {least} to leave a residue modulo {p} of 0 to {top} (Grundy value 0).':
    'Prenez {least} pour laisser un reste modulo {p} compris entre 0 et {top} (valeur de Grundy 0).',
  'Take {least} or {most} to leave a residue modulo {p} of 0 to {top} (Grundy value 0).':
    'Prenez {least} ou {most} pour laisser un reste modulo {p} compris entre 0 et {top} (valeur de Grundy 0).',
  'Take {least} to {most} to leave a residue modulo {p} of 0 to {top} (Grundy value 0).':
    'Prenez de {least} à {most} pour laisser un reste modulo {p} compris entre 0 et {top} (valeur de Grundy 0).',
  'residues modulo {p}: {values}, XOR {xor}, misère rule': 'restes modulo {p} : {values}, XOR {xor}, règle misère',
  'residues modulo {p}: {values}, XOR {xor}': 'restes modulo {p} : {values}, XOR {xor}',
  'Grundy values modulo {p}: {values}, XOR {xor}, misère rule':
    'valeurs de Grundy modulo {p} : {values}, XOR {xor}, règle misère',
  'Grundy values modulo {p}: {values}, XOR {xor}': 'valeurs de Grundy modulo {p} : {values}, XOR {xor}',
  'Grundy values {values}, XOR {xor}; period {period} from {preperiod}, misère rule':
    'valeurs de Grundy {values}, XOR {xor} ; période {period} à partir de {preperiod}, règle misère',
  'Grundy values {values}, XOR {xor}; period {period} from {preperiod}':
    'valeurs de Grundy {values}, XOR {xor} ; période {period} à partir de {preperiod}',
  'Grundy values {values}, XOR {xor}, misère rule': 'valeurs de Grundy {values}, XOR {xor}, règle misère',
  'Grundy values {values}, XOR {xor}': 'valeurs de Grundy {values}, XOR {xor}',
  'heap {heap}: {size} mod {p} = {value}': 'tas {heap} : {size} mod {p} = {value}',
  'heap {heap}: {size} mod {p} = {residue}, Grundy value {residue} div {lo} = {value}':
    'tas {heap} : {size} mod {p} = {residue}, valeur de Grundy {residue} div {lo} = {value}',
  'Grundy values of {set}: {values} …': 'Valeurs de Grundy de {set} : {values} …',
  'Grundy values of {set}: {values}': 'Valeurs de Grundy de {set} : {values}',
  'Period {period} from {preperiod}, certified by a repeated window of {window} values (max of the set).':
    "Période {period} à partir de {preperiod}, certifiée par une fenêtre répétée de {window} valeurs (le maximum de l'ensemble).",
  'Grundy values of {set}, one period per row:': 'Valeurs de Grundy de {set}, une période par ligne :',
  '{game} needs its set of amounts, such as {1, 3, 4} or 1..3':
    '{game} demande son ensemble de soustraction, comme {1, 3, 4} ou 1..3',
  "the set is not closed: '}' is missing": "l'ensemble n'est pas fermé : il manque '}'",
  'the set of amounts is empty: no move would ever be possible':
    "l'ensemble de soustraction est vide : aucun coup ne serait jamais possible",
  'write the set in braces, {set}, or a range such as 1..{lo}':
    "écrivez l'ensemble entre accolades, {set}, ou un intervalle comme 1..{lo}",
  "a range needs an end after '..'": "un intervalle demande une fin après '..'",
  'amounts must be positive: {amount} is not': "les quantités doivent être positives : {amount} ne l'est pas",
  'the range {lo}..{hi} is empty: its end is below its start':
    "l'intervalle {lo}..{hi} est vide : sa fin est inférieure à son début",
};
