import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { formErrorsOf } from './form-errors';

const names = ['name', 'pricePerDay', 'location', 'photo'] as const;
const fallback = 'Error al publicar el mate';

describe('formErrorsOf', () => {
  it('puts each server field message on the field it names, in the form order, and nothing on the form', () => {
    const error = new ApiError(400, 'La imagen debe ser menor a 5MB', {
      photo: 'La imagen debe ser menor a 5MB',
      name: 'Campo obligatorio',
    });
    expect(formErrorsOf(error, names, fallback)).toEqual({
      fields: [
        ['name', 'Campo obligatorio'],
        ['photo', 'La imagen debe ser menor a 5MB'],
      ],
      form: null,
    });
  });

  it('puts a nested path on the field that holds it, keeping the first message', () => {
    const error = new ApiError(400, 'Elegí una ubicación', {
      'location.label': 'Elegí una ubicación',
      'location.latitude': 'Valor inválido',
    });
    expect(formErrorsOf(error, names, fallback)).toEqual({
      fields: [['location', 'Elegí una ubicación']],
      form: null,
    });
  });

  it('prefers the longest field name a path matches', () => {
    const error = new ApiError(400, 'Valor inválido', { 'location.city': 'Ciudad inválida' });
    expect(formErrorsOf(error, ['location', 'location.city'], fallback).fields).toEqual([
      ['location.city', 'Ciudad inválida'],
    ]);
  });

  it('gives the form a message no field can show, and still places the others', () => {
    const error = new ApiError(400, 'Campo obligatorio', {
      name: 'Campo obligatorio',
      _: 'Datos inválidos',
    });
    expect(formErrorsOf(error, names, fallback)).toEqual({
      fields: [['name', 'Campo obligatorio']],
      form: 'Datos inválidos',
    });
  });

  it("shows a refused request's own message when it names no field", () => {
    const error = new ApiError(409, 'Ya tenés una reserva activa para este mate');
    expect(formErrorsOf(error, names, fallback)).toEqual({
      fields: [],
      form: 'Ya tenés una reserva activa para este mate',
    });
  });

  it('says the fallback for server failures, lost connections and anything that is not an API error', () => {
    for (const error of [
      new ApiError(500, 'Error interno'),
      new ApiError(0, 'Sin conexión'),
      new TypeError('x is undefined'),
    ]) {
      expect(formErrorsOf(error, names, fallback)).toEqual({ fields: [], form: fallback });
    }
  });
});
