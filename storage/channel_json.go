package storage

import (
	"bytes"
	"encoding/json"

	"fray/rules"
	"fray/rules/encounter"
)

// Until schema 6 a channel was stored as JSON (msgpack_migration.go), and a
// system's combat state inside it (a combatant's, a party member's) was the
// system's own JSON object, written in place. The state is now a []byte,
// which encoding/json would read and write as a base64 string; the
// migrations from the JSON records read and write a channel through
// jsonChannel instead, whose states are the JSON as it was.

// jsonChannel is a channel as a JSON record held it: Channel's fields, with
// the encounter's combatants and the party holding their states as JSON.
type jsonChannel struct {
	Channel
	Encounter *jsonEncounter           `json:"encounter,omitempty"`
	Party     map[string]jsonCondition `json:"party,omitempty"`
}

type jsonEncounter struct {
	encounter.Encounter
	Combatants []jsonCombatant `json:"combatants"`
}

type jsonCombatant struct {
	rules.Combatant
	State json.RawMessage `json:"state,omitempty"` // the system's JSON
}

type jsonCondition struct {
	rules.Condition
	State json.RawMessage `json:"state,omitempty"` // the system's JSON
}

// decodeJSONChannel reads a channel's JSON record; each state is its JSON
// bytes as they were written. Numbers inside an any (a note's arguments)
// are read as json.Number, which encodes as written, and which the storage
// encoder writes as an integer when it is one.
func decodeJSONChannel(raw []byte) (Channel, error) {
	var j jsonChannel
	d := json.NewDecoder(bytes.NewReader(raw))
	d.UseNumber()
	if err := d.Decode(&j); err != nil {
		return Channel{}, err
	}
	c := j.Channel
	c.Encounter, c.Party = nil, nil
	if j.Encounter != nil {
		e := j.Encounter.Encounter
		e.Combatants = nil
		if j.Encounter.Combatants != nil {
			e.Combatants = make([]rules.Combatant, len(j.Encounter.Combatants))
			for i, f := range j.Encounter.Combatants {
				e.Combatants[i] = f.Combatant
				e.Combatants[i].State = []byte(f.State)
			}
		}
		c.Encounter = &e
	}
	if j.Party != nil {
		c.Party = make(map[string]rules.Condition, len(j.Party))
		for k, p := range j.Party {
			p.Condition.State = []byte(p.State)
			c.Party[k] = p.Condition
		}
	}
	return c, nil
}

// encodeJSONChannel writes c as a JSON record, its states (JSON) in place.
func encodeJSONChannel(c *Channel) ([]byte, error) {
	j := jsonChannel{Channel: *c}
	if c.Encounter != nil {
		j.Encounter = &jsonEncounter{Encounter: *c.Encounter}
		if c.Encounter.Combatants != nil {
			j.Encounter.Combatants = make([]jsonCombatant, len(c.Encounter.Combatants))
			for i, f := range c.Encounter.Combatants {
				j.Encounter.Combatants[i] = jsonCombatant{Combatant: f, State: json.RawMessage(f.State)}
			}
		}
	}
	if c.Party != nil {
		j.Party = make(map[string]jsonCondition, len(c.Party))
		for k, p := range c.Party {
			j.Party[k] = jsonCondition{Condition: p, State: json.RawMessage(p.State)}
		}
	}
	return json.Marshal(&j)
}
