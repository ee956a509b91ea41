@card:miserys-shadow
Feature: Misery's Shadow
  If a creature an opponent controls would die, exile it instead.
  {1}: This creature gets +1/+1 until end of turn.

  @ruling:2022-10-14
  Rule: An opponent's creature exiled instead of dying doesn't trigger its "dies" abilities
    Because creatures controlled by opponents aren't being put into a graveyard, any "when [this creature] dies" triggered abilities those creatures have won't trigger.

    @rule:603.2g @rule:614.1a
    @id:bobs-hangarback-walker-shrinks-to-0-0-it-is-exiled-instead
    Scenario: Bob's Hangarback Walker shrinks to 0/0: it is exiled instead of dying, and makes no Thopter (not: its dies ability triggers anyway)
      Given Alice controls a Misery's Shadow
      And Bob controls a Hangarback Walker with 1 +1/+1 counter
      And Alice has a Stabbing Pain in her hand
      And Alice's mana pool holds {B}
      When Alice casts Stabbing Pain targeting Hangarback Walker
      And all players pass priority
      Then Hangarback Walker is in exile
      And Hangarback Walker's ability did not trigger
      And Bob controls no Thopter tokens

    @rule:603.2g
    @id:alices-own-hangarback-walker-isnt-an-opponents-it-dies-and
    Scenario: Alice's own Hangarback Walker isn't an opponent's: it dies, and its ability triggers (not: every creature exiled)
      Given Alice controls a Misery's Shadow
      And Alice controls a Hangarback Walker with 1 +1/+1 counter
      And Alice has a Stabbing Pain in her hand
      And Alice's mana pool holds {B}
      When Alice casts Stabbing Pain targeting Hangarback Walker
      And all players pass priority
      Then Hangarback Walker is in her graveyard
      And Hangarback Walker's ability triggered once
      When all players pass priority
      Then Alice controls one Thopter token
